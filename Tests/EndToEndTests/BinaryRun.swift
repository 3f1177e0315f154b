import Foundation

/// The binary run once without a terminal, for what it says before any screen: its exit status
/// and what it wrote to stderr.
struct BinaryRun {
    let status: Int32
    let errors: String

    init(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = TmuxSession.binary
        process.arguments = arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        errors = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        status = process.terminationStatus
    }
}
