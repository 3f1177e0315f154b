import DataAccess
import Domain

/// What `aichats --version` prints and the log's first line names: the version and the data
/// format of the database this build reads and writes ("0.1.0 (data format 10)"), so that users
/// can tell which of two builds opens which data folder.
public enum VersionText {
    public static var full: String { "\(AppVersion.string) (data format \(AppDatabase.dataFormat))" }
}
