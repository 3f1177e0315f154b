#if canImport(Glibc)
import Glibc
#endif

/// A feed helper runs under `SCHED_IDLE`: it gets the CPU only when nothing else wants it, so
/// parsing and rendering the feeds of a refresh (up to 10 MB each, four helpers at once) never
/// slows the app the user types in. The price, on a machine whose every core is busy: the refresh
/// takes longer. A chat reply's helper keeps the normal priority: it sleeps in poll() between
/// pieces, and under `SCHED_IDLE` a local model that keeps every core busy would hold its pieces
/// back and the reply would arrive in bursts. (FoundationNetworking, used before libcurl
/// directly, spun while it waited; `SCHED_IDLE` for every helper was its mitigation.) Niced
/// instead (10 or 19), helpers finish a refresh during a build sooner, but a key pressed while 50
/// feeds refresh took 5.6–8.0 ms at p95 against 3.9–4.3 ms (`scale.py`, goal 5 ms): the keys win.
/// The price stays: on a machine whose every core is busy, a refresh waits (docs/performance.md).
enum HelperPriority {
    /// Linux's `SCHED_IDLE` policy, which Glibc's Swift module does not export.
    private static let idlePolicy: Int32 = 5

    /// Moves the whole helper to `SCHED_IDLE`; threads started later inherit it.
    static func yieldToEverythingElse() {
        var parameters = sched_param(sched_priority: 0)
        if sched_setscheduler(0, idlePolicy, &parameters) != 0 { _ = nice(19) }
    }
}
