import Domain
import Foundation
import Testing
@testable import DataAccess

@Suite("AICHATS_API_BASE is checked, never silently ignored")
struct BackendSettingsTests {
    private func responder(base: String) throws(BackendSettingsError) -> OpenAICompatibleResponder? {
        try OpenAICompatibleResponder.fromEnvironment(["AICHATS_API_BASE": base])
    }

    @Test(arguments: ["localhost:11434/v1", "127.0.0.1:8080", "api.openai.com/v1"])
    func anAddressWithoutSchemeIsRefused(_ base: String) {
        #expect(throws: BackendSettingsError(value: base, problem: .missingScheme)) { try responder(base: base) }
    }

    @Test(arguments: [("ftp://example.com/v1", "ftp"), ("file:///tmp/x", "file"), ("ws://localhost:1/v1", "ws")])
    func aSchemeOtherThanHTTPIsRefused(_ base: String, _ scheme: String) {
        #expect(throws: BackendSettingsError(value: base, problem: .unsupportedScheme(scheme))) { try responder(base: base) }
    }

    @Test(arguments: ["http://", "https:///v1", "http://exa mple.com/v1", "http://[::1/v1"])
    func anUnparseableAddressIsRefused(_ base: String) {
        #expect(throws: BackendSettingsError(value: base, problem: .invalid)) { try responder(base: base) }
    }

    /// As base_url in the config file: a port out of range, or a query or fragment that would end
    /// up before `/models`.
    @Test(arguments: [("http://127.0.0.1:99999/v1", ServerAddressProblem.portOutOfRange(99999)),
                      ("http://localhost:11434/v1?x=1", .queryOrFragment), ("http://localhost:11434/v1#a", .queryOrFragment)])
    func anAddressThatCannotTakeThePathsIsRefused(_ base: String, _ problem: ServerAddressProblem) {
        #expect(throws: BackendSettingsError(value: base, problem: problem)) { try responder(base: base) }
    }

    @Test(arguments: ["http://localhost:11434/v1", "HTTPS://api.openai.com/v1", "http://[::1]:8080/v1"])
    func httpAndHTTPSAddressesAreUsed(_ base: String) throws {
        #expect(try responder(base: base)?.baseURL.absoluteString == base)
    }

    @Test func theMessageSaysWhatToWrite() {
        let message = BackendSettingsError(value: "localhost:11434/v1", problem: .missingScheme).description
        #expect(message == "AICHATS_API_BASE=localhost:11434/v1 has no scheme; start it with http:// or https://, "
            + "e.g. AICHATS_API_BASE=http://localhost:11434/v1")
        #expect(!BackendSettingsError(value: "http://\u{1B}[2J", problem: .invalid).description.contains("\u{1B}"))
    }

    /// A password in the value is not printed back, as `config show` shows it.
    @Test(arguments: [
        "ftp://u:envpass999@127.0.0.1:19599/v1", "http://u:envpass999@exa mple.com/v1", "u:envpass999@127.0.0.1:1/v1",
    ])
    func aRefusalHidesTheUserAndPassword(_ base: String) {
        let message = #expect(throws: BackendSettingsError.self) { try responder(base: base) }?.description ?? ""
        #expect(!message.contains("envpass999") && !message.contains("u:"))
        #expect(message.contains("AICHATS_API_BASE=" + base.replacingOccurrences(of: "u:envpass999", with: "***")))
    }
}
