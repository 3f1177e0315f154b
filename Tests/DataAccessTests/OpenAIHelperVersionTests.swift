import Foundation
import Testing
@testable import DataAccess

/// The responder with a helper from another version of aichats, as after an upgrade that
/// replaced only one of the two programs.
@Suite("OpenAI-compatible responder and a helper of another version")
struct OpenAIHelperVersionTests {
    static let otherVersionLine =
        "reply failed: the network helper aichats-http is from another version of aichats; reinstall"

    @Test("a helper that answers with another version is refused with a clear line, and stopped")
    func answersWithAnotherVersion() async throws {
        let folder = try OpenAIHelperFailureTests.Folder()
        let heard = folder.url.appendingPathComponent("heard")
        // Keeps the app's first frame, answers version 99 (kind V, length 4, the number
        // big-endian), then waits for stdin to close.
        let helper = try folder.script(
            "head -c 9 > '\(heard.path)'; printf 'V\\000\\000\\000\\004\\000\\000\\000\\143'; exec cat > /dev/null")
        let outcome = await OpenAIHelperFailureTests.reply(
            OpenAIHelperFailureTests.responder(URL(string: "http://127.0.0.1:9/v1")!, helper: helper))
        #expect(outcome.pieces.isEmpty)
        #expect(outcome.replyError?.kind == .unreachable)
        #expect(outcome.replyError?.message == Self.otherVersionLine)
        let first = try Data(contentsOf: heard)
        #expect(first == Data([0x56, 0, 0, 0, 4, 0, 0, 0, 10]), "the app said its own version (10) first")
    }

    @Test("a helper from before the version frame, which cannot read the request, is refused the same way")
    func predatesTheVersionFrame() async throws {
        let folder = try OpenAIHelperFailureTests.Folder()
        // What such a helper does with a frame kind it does not know: says why on stderr, exits 2.
        let helper = try folder.script("echo 'aichats-http: no valid request on stdin (unknownKind(86))' >&2; exit 2")
        let outcome = await OpenAIHelperFailureTests.reply(
            OpenAIHelperFailureTests.responder(URL(string: "http://127.0.0.1:9/v1")!, helper: helper))
        #expect(outcome.replyError?.message == Self.otherVersionLine)
    }
}
