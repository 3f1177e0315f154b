import Foundation

/// glibc gives threads that allocate at the same time arenas of their own (up to 16 on 2 cores),
/// and each keeps what was freed in it. During a refresh into 100,000 cached items (the
/// cooperative pool, GRDB's queues and the helpers' replies all allocate) the app peaked at
/// 36 MiB with them and 30 MiB with two (`Benchmarks/scale.py`, docs/performance.md).
enum MallocArenas {
    /// `M_ARENA_MAX` and `M_MMAP_THRESHOLD` of glibc's malloc.h, which Swift's Glibc module does
    /// not include.
    private static let arenaMaxParameter: Int32 = -8
    private static let mapThresholdParameter: Int32 = -3

    /// Allocations of this size or more get pages of their own, returned when freed. glibc's
    /// default is the same but rises to the size of each such block freed, and the free top of
    /// an arena is only returned above twice that: large buffers of a refresh (replies, their
    /// decoding) then stayed in the arenas. Setting it keeps both fixed (docs/performance.md).
    static let mapThreshold: Int32 = 128 * 1024

    /// Call before any thread starts; does nothing where `mallopt` is missing (another libc).
    static func limit(to count: Int32) {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(arenaMaxParameter, count)
        _ = mallopt(mapThresholdParameter, mapThreshold)
    }
}
