#if canImport(Glibc)
import Glibc
#endif

/// Keeps the process from writing a core file. A core holds the process's memory: the API keys
/// read from the file, the environment or a command, and the chats. systemd-coredump or apport
/// would keep it in a system store, and `ulimit -c unlimited` in the folder it crashed in; ssh-agent
/// and gpg-agent refuse cores for the same reason. Done once the settings name a key, the moment
/// the process may hold one, and not always: with the offline persona or a local server without
/// a key a core can still be had to debug a crash. Only the soft limit: a crash still prints
/// Swift's backtrace, which says what failed without the memory. The programs the app starts
/// inherit it.
enum CoreDumps {
    static func disable() {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur != 0 else { return }
        limit.rlim_cur = 0
        _ = setrlimit(resource, &limit)
    }

    private static var resource: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_CORE.rawValue) }
}
