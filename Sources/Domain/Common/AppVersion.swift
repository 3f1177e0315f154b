/// The app's version: `aichats --version`, the log's first line, and the `User-Agent` feeds are
/// fetched with (`aichats/0.1.0`). One constant here, where every layer can read it.
public enum AppVersion {
    public static let string = "0.1.0"
}
