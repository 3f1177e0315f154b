import Testing
@testable import ConfigFile

/// A key written in `api_key_command` is shown as `***`, and a command that only prints one
/// is known as holding it.
@Suite struct KeyCommandTextTests {
    @Test func keyLookingWordsAreRedacted() {
        #expect(KeyCommandText.redacted("echo sk-from-command") == "echo ***")
        #expect(KeyCommandText.redacted("printf '%s' \"sk-or-v1-0123abcd\"") == "printf '%s' \"***\"")
        #expect(KeyCommandText.redacted("echo gsk_abcdef AIzaSyA-12345") == "echo *** ***")
        #expect(KeyCommandText.redacted("curl -H token=3f9a8b7c6d5e4f3a2b1c0d9e8f7a https://vault/x") == "curl -H token=*** https://vault/x")
        #expect(KeyCommandText.redacted("pass show openai/api-key") == "pass show openai/api-key")
        #expect(KeyCommandText.redacted("security find-generic-password -s openai -w") == "security find-generic-password -s openai -w")
        #expect(KeyCommandText.redacted("op read op://Private/OpenAI/credential") == "op read op://Private/OpenAI/credential")
    }

    @Test func aCommandThatOnlyPrintsAWordHoldsIt() {
        #expect(KeyCommandText.literalKey(in: "echo sk-1") == "sk-1")
        #expect(KeyCommandText.literalKey(in: "echo -n \"sk-1\"") == "sk-1")
        #expect(KeyCommandText.literalKey(in: "printf sk-1") == "sk-1")
        #expect(KeyCommandText.literalKey(in: "printf '%s\\n' 'sk-1'") == "sk-1")
        #expect(KeyCommandText.literalKey(in: "echo $OPENAI_KEY") == nil)
        #expect(KeyCommandText.literalKey(in: "echo sk-1 | tr -d x") == nil)
        #expect(KeyCommandText.literalKey(in: "pass show openai") == nil)
        #expect(KeyCommandText.literalKey(in: "echo") == nil)
    }

    /// What `config check`, "check …" messages and the log show of the source.
    @Test func theSourceNeverShowsTheKey() {
        let source = APIKeySource.command("echo sk-from-command")
        #expect("\(source)" == "the command `echo ***`")
        #expect(source.setting == "api_key_command `echo ***`")
        #expect(!String(reflecting: source).contains("sk-from"))
    }
}

extension KeyCommandTextTests {
    /// The rule for a key in the file is the rule `config show` masks by, whatever the command
    /// around the word; a command that names where the key is holds none.
    @Test func aCommandHoldsAKeyWhenAWordLooksLikeOne() {
        #expect(KeyCommandText.holdsKey("/bin/echo sk-cmdkey-INLINE-99887766"))
        #expect(KeyCommandText.holdsKey("sh -c 'echo sk-cmdkey-INLINE-99887766'"))
        #expect(KeyCommandText.holdsKey("echo sk-1"))
        #expect(!KeyCommandText.holdsKey("pass show openai/api-key"))
        #expect(!KeyCommandText.holdsKey("echo $OPENAI_KEY"))
    }
}
