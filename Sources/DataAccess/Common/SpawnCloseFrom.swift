import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which the Glibc module
/// does not export: a spawned program gets none of the app's other descriptors (its database, a
/// socket, a file another thread is writing, which would make that file busy for exec).
enum SpawnCloseFrom {
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    private static let function: AddCloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
            return nil
        }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()

    /// Adds "close every descriptor from `lowest` on" to the actions; false on an older C library.
    @discardableResult
    static func add(to actions: inout posix_spawn_file_actions_t, from lowest: Int32) -> Bool {
        guard let function else { return false }
        return function(&actions, lowest) == 0
    }
}
