#if canImport(Glibc)
import Glibc
#endif

/// A feed helper runs niced by 10, as the app's own background thread is (`BackgroundThread`):
/// parsing a refresh's feeds (up to 10 MB each, four helpers at once) gives way to the app the
/// user types in, yet still gets a share of a machine whose every core is busy. Under
/// `SCHED_IDLE`, used before, a refresh of 50 feeds took 48–68 s on the clock during a build
/// instead of about a second (docs/performance.md, "Scale"). A chat reply's helper keeps the
/// normal priority: the user waits for its pieces, and a local model that keeps every core busy
/// would otherwise hold them back so that the reply arrives in bursts.
enum HelperPriority {
    /// The same as the app's background thread's.
    static let niceness: Int32 = 10

    /// Lowers the helper; threads started later inherit it.
    static func yieldToEverythingElse() {
        _ = nice(niceness)
    }
}
