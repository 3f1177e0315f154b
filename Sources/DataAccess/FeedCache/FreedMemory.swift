import Foundation

/// Gives the kernel back the pages that malloc keeps after they were freed (glibc's
/// `malloc_trim(0)`, which also releases free pages in the middle of each arena). A stored feed
/// frees its reply, its items and the write's buffers, allocated on several threads: without
/// this, the holes they leave between longer-lived allocations stayed in the app's RSS during a
/// refresh (docs/performance.md, "Scale"). Once per stored feed, it left a refresh's CPU time
/// unchanged within the noise.
enum FreedMemory {
    /// Does nothing where `malloc_trim` is missing (another libc).
    static func giveBack() {
        typealias MallocTrim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    }
}
