#if canImport(Glibc)
import Glibc
#endif

/// Caps the helper's address space while it fetches a feed, so a document built to blow up the
/// parser fails that feed (allocation fails, the helper dies, the app reports it) instead of
/// taking the machine's memory.
enum HelperMemoryLimit {
    /// Room above what the helper has mapped at start: the 10 MB body, the parse tree, the
    /// rendered text and libcurl's buffers fit many times over.
    static let headroom = 1 << 30

    static func apply() {
        guard let mapped = currentAddressSpace() else { return }
        let cap = rlim_t(mapped + headroom)
        var limit = rlimit(rlim_cur: cap, rlim_max: cap)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
    }

    /// `VmSize` of /proc/self/status, in bytes.
    private static func currentAddressSpace() -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("VmSize:") else { continue }
            let kilobytes = text.dropFirst(7).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }
}
