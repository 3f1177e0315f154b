import Domain
import Foundation
import Synchronization
import Testing
@testable import NcursesBackend

/// The bytes a copy writes to the terminal: one OSC 52 sequence whose payload decodes to the
/// exact text, trailing spaces, tabs and line breaks included.
@MainActor
@Suite("OSC 52 clipboard")
struct OSC52ClipboardTests {
    final class Written: Sendable {
        private let state = Mutex<[[UInt8]]>([])
        var chunks: [[UInt8]] { state.withLock { $0 } }
        func add(_ bytes: [UInt8]) { state.withLock { $0.append(bytes) } }
    }

    func payload(of bytes: [UInt8]) throws -> String {
        let prefix = Array("\u{1B}]52;c;".utf8)
        #expect(Array(bytes.prefix(prefix.count)) == prefix)
        #expect(Array(bytes.suffix(2)) == [0x1B, 0x5C], "ends with ST (ESC \\)")
        let base64 = try #require(String(bytes: bytes.dropFirst(prefix.count).dropLast(2), encoding: .ascii))
        let data = try #require(Data(base64Encoded: base64))
        return try #require(String(data: data, encoding: .utf8))
    }

    @Test func theSequenceCarriesTheTextByteForByte() throws {
        let text = "def f():\n\treturn 1  \n\n  # trailing spaces stay   \n日本語 👩‍💻"
        let written = Written()
        let clipboard = OSC52Clipboard(environment: [:]) { written.add($0) }
        #expect(clipboard.copy(text) == nil, "outside tmux nothing more is said")
        #expect(written.chunks.count == 1)
        let decoded = try payload(of: try #require(written.chunks.first))
        #expect(Array(decoded.utf8) == Array(text.utf8))
        #expect(!written.chunks[0].contains(0x0A) && !written.chunks[0].contains(0x07), "one line, no BEL")
    }

    @Test func insideTmuxTheFirstCopySaysWhatTmuxNeedsOnce() {
        let clipboard = OSC52Clipboard(environment: ["TMUX": "/tmp/tmux-1000/default,1,0"]) { _ in }
        #expect(clipboard.copy("a") == OSC52Clipboard.tmuxNote)
        #expect(OSC52Clipboard.tmuxNote.contains("set -g set-clipboard on"))
        #expect(clipboard.copy("b") == nil)
    }

    @Test func insideTmuxWithSetClipboardOnNothingMoreIsSaid() {
        let clipboard = OSC52Clipboard(environment: ["TMUX": "/tmp/tmux-1000/default,1,0"], tmuxPassesCopiesOn: { true }) { _ in }
        #expect(clipboard.copy("a") == nil)
    }
}
