import Foundation

/// `word` in single quotes, as one word of a shell command line whatever it holds.
public func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// Runs a shell command line with popen, its standard error discarded: what it printed and
/// whether it exited with 0, or nil when it could not be started. (Foundation's Process can
/// hang in waitUntilExit inside the test runner; popen and pclose cannot.)
public func runShell(_ line: String) -> (output: String, succeeded: Bool)? {
    guard let pipe = popen(line + " 2>/dev/null", "r") else { return nil }
    var output = Data()
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&chunk, 1, chunk.count, pipe)
        if count <= 0 { break }
        output.append(contentsOf: chunk[0..<count])
    }
    let status = pclose(pipe)
    return (String(decoding: output, as: UTF8.self), status == 0)
}

/// `runShell` on a thread of its own, for async tests: it blocks, and the test run's concurrency
/// pool has only a thread per core, so a blocking call there stalls every other suite's tasks.
public func runShellOffPool(_ line: String) async -> (output: String, succeeded: Bool)? {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: runShell(line)) }.start()
    }
}
