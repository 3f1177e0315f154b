@testable import Presentation
import Testing

/// The count kept as a reply grows is the count of the whole text read at once, at every length.
@Suite("Code blocks counted as a reply grows")
struct CodeBlockCounterTests {
    private let reply = """
        Try this:

        ```sh
        ls -l
        ```
        > quoted
        > ~~~
        > inside
        > ~~~

        - a list
          ```swift
          let x = 1
          ```
        | a | b |
        |---|---|
        | ``` | no fence |
        ```
        open to the end
        """

    @Test func everyPrefixCountsAsTheWholeReadAtOnce() {
        var counter = CodeBlockCounter()
        var prefix = ""
        for character in reply {
            prefix.append(character)
            #expect(counter.count(in: prefix) == MarkdownCodeBlock.blocks(in: prefix).count, "\(prefix.count) characters")
        }
        #expect(counter.count(in: reply) == 4, "sh, the quoted ~~~, the listed swift, the open one; not the table cell")
    }

    @Test func aTextThatChangedIsReadAgainFromItsStart() {
        var counter = CodeBlockCounter()
        #expect(counter.count(in: "```\ncode\n```\nmore\n") == 1)
        #expect(counter.count(in: "no code here\nat all\n") == 0, "an edit replaced the text")
        #expect(counter.count(in: "no code here\nat all\n```\n") == 1)
    }
}
