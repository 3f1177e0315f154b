#if canImport(Glibc)
import Glibc
#endif

/// FoundationNetworking with this libcurl polls the socket in a busy loop while a response
/// streams (it did the same inside aichats, on URLSession's shared queue). The helper only waits
/// for the network, so it runs under `SCHED_IDLE`: it gets the CPU only when nothing else wants
/// it, and a spinning helper cannot slow the app or other programs. (Nice 19 and `SCHED_BATCH`
/// were tried: several spinning helpers still stalled the test process for seconds.) The price:
/// on a machine whose every core is busy, the reply arrives in bursts about a second apart.
enum HelperPriority {
    /// Linux's `SCHED_IDLE` policy, which Glibc's Swift module does not export.
    private static let idlePolicy: Int32 = 5

    /// Moves the whole helper to `SCHED_IDLE`; threads started later inherit it.
    static func yieldToEverythingElse() {
        var parameters = sched_param(sched_priority: 0)
        if sched_setscheduler(0, idlePolicy, &parameters) != 0 { _ = nice(19) }
    }
}
