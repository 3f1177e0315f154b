import Foundation
import Testing

/// Commands whose stdout or stderr cannot be written: a full disk or a closed descriptor is an
/// error with exit 1 (a backup that was not written is not taken for one), never a crash.
@Suite("Output that cannot be written")
struct OutputFailureEndToEndTests {
    @Test(arguments: [["feeds", "export"], ["render", "explore"], ["config", "path"], ["--help"]])
    func aFullDiskIsAnErrorWithExitOne(_ arguments: [String]) throws {
        let run = try CommandRun(arguments, redirections: ">/dev/full 2>err")
        #expect(run.status == 1)
        #expect(run.errors == "aichats: cannot write the output (the disk is full)\n")
    }

    /// `render` starts the concurrency runtime, whose first descriptor took the closed stdout's
    /// number: the output went into an eventfd ("Invalid argument"), or could go into a file.
    @Test(arguments: [["feeds", "export"], ["render", "explore"]])
    func aClosedStdoutIsAnErrorWithExitOne(_ arguments: [String]) throws {
        let run = try CommandRun(arguments, redirections: ">&- 2>err")
        #expect(run.status == 1)
        #expect(run.errors == "aichats: cannot write the output (Bad file descriptor)\n")
    }

    /// Foundation's `FileHandle.write` stopped the process with SIGILL (exit 132) here.
    @Test(arguments: [(["feeds", "import", "/nonexistent"], Int32(1)), (["--bogus"], Int32(2)), (["feeds", "add", "ftp://x"], Int32(1))] as [([String], Int32)])
    func aClosedOrFullStderrKeepsTheExitCode(_ arguments: [String], _ status: Int32) throws {
        #expect(try CommandRun(arguments, redirections: ">out 2>&-").status == status)
        #expect(try CommandRun(arguments, redirections: ">out 2>/dev/full").status == status)
    }
}
