@testable import AppComposition
import Foundation
import TestSupport
import Testing

@Suite("The log holds no control character")
struct LogSafetyTests {
    @Test func c1AndBidiControlsAreMadeVisibleLikeC0() throws {
        let folder = try TemporaryFolder(made: false), url = folder.file("aichats.log")
        FileLogHandler.logger(writingTo: LogFile(url: url)).info("a\u{9B}2Jb\u{202E}c\u{0}d\u{85}e")
        let line = try String(contentsOf: url, encoding: .utf8)
        #expect(line.hasSuffix(" info aichats[\(getpid())]: a␣2Jb␣c␣d␣e\n"))
    }
}
