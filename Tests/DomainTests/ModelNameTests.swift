import Domain
import Testing

/// Ids that servers write differently for one model count as that model.
@Suite struct ModelNameTests {
    /// Ollama lists `NAME:latest` for a `NAME` pulled without a tag; Gemini lists `models/NAME`.
    @Test func aServerListsAModelUnderItsImpliedTagOrItsPrefix() {
        #expect(ModelName.lists("llama3.2", as: "llama3.2"))
        #expect(ModelName.lists("llama3.2", as: "llama3.2:latest"))
        #expect(ModelName.lists("gemini-2.0-flash", as: "models/gemini-2.0-flash"))
        #expect(!ModelName.lists("llama3.2", as: "llama3.2:1b"), "another tag is another model")
        #expect(!ModelName.lists("llama3.2:1b", as: "llama3.2:1b:latest"))
        #expect(!ModelName.lists("llama3", as: "llama3.2:latest"))
        #expect(!ModelName.lists("llama3.2:latest", as: "llama3.2"))
    }

    /// OpenAI answers `gpt-4o-mini` as its snapshot `gpt-4o-mini-2024-07-18`; a name that goes on
    /// otherwise is another model.
    @Test func aReplyFromADatedSnapshotIsTheModelAskedFor() {
        #expect(ModelName.isSame("gpt-4o-mini-2024-07-18", as: "gpt-4o-mini"))
        #expect(ModelName.isSame("claude-3-5-sonnet-20241022", as: "claude-3-5-sonnet"))
        #expect(ModelName.isSame("gpt-4o", as: "gpt-4o"))
        #expect(ModelName.isSame("llama3.2:latest", as: "llama3.2"))
        #expect(!ModelName.isSame("gpt-4o-mini", as: "gpt-4o"), "a longer name is another model")
        #expect(!ModelName.isSame("gpt-4o-2024-08", as: "gpt-4o"))
        #expect(!ModelName.isSame("qwen-7b-2024-07-18", as: "qwen"))
        #expect(!ModelName.isSame("m-٢٠٢٤-٠٧-١٨", as: "m"), "digits of another script are no date")
        #expect(!ModelName.isSame("gpt-4o", as: ""))
    }

    /// The picker shows the name the chat uses in the place of the server's `NAME:latest`,
    /// once; a server that lists the name as it is keeps both rows.
    @Test func theListNamesAKnownModelInThePlaceOfItsAlias() {
        let list = ModelList(ids: ["llama3.2:latest", "models/gemma", "qwen3:8b"])
        #expect(list.ids(naming: ["llama3.2", "gemma"]) == ["llama3.2", "gemma", "qwen3:8b"])
        #expect(list.ids(naming: ["mistral"]) == list.ids)
        let both = ModelList(ids: ["llama3.2", "llama3.2:latest"])
        #expect(both.ids(naming: ["llama3.2"]) == ["llama3.2", "llama3.2:latest"])
    }
}
