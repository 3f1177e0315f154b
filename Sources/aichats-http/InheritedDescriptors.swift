#if canImport(Glibc)
import Glibc
#endif

/// Descriptors the helper got from aichats by accident (sockets, database files opened without
/// close-on-exec). Closing them at once keeps a connection of the app, or of a test server, from
/// staying open for as long as the helper runs.
enum InheritedDescriptors {
    /// Closes every descriptor above stderr; call first, before anything opens one.
    static func closeAll() {
        guard let directory = opendir("/proc/self/fd") else { return }
        let listing = dirfd(directory)
        var inherited: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let descriptor = Int32(name), descriptor > STDERR_FILENO, descriptor != listing {
                inherited.append(descriptor)
            }
        }
        closedir(directory)
        for descriptor in inherited { close(descriptor) }
    }
}
