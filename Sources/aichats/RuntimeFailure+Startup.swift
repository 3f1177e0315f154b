import AppComposition

extension RuntimeFailure {
    /// `body`'s value; a failure to read the settings ends the command with its message and
    /// exit code (2 for a wrong setting).
    static func startingWith<Value>(_ body: () throws(StartupFailure) -> Value) throws(RuntimeFailure) -> Value {
        do {
            return try body()
        } catch {
            throw RuntimeFailure(message: error.message, exitCode: error.exitCode)
        }
    }
}
