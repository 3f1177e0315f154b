import Foundation

/// glibc gives threads that allocate at the same time arenas of their own (up to 16 on 2 cores),
/// and each keeps what was freed in it. During a refresh into 100,000 cached items (the
/// cooperative pool, GRDB's queues and the helpers' replies all allocate) the app peaked at
/// 36 MiB with them and 30 MiB with two (`Benchmarks/scale.py`, docs/performance.md).
enum MallocArenas {
    /// `M_ARENA_MAX` of glibc's malloc.h, which Swift's Glibc module does not include.
    private static let arenaMaxParameter: Int32 = -8

    /// Call before any thread starts; does nothing where `mallopt` is missing (another libc).
    static func limit(to count: Int32) {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMaxParameter, count)
    }
}
