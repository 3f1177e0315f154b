import Testing
@testable import FeedParsing

/// The generated table against what Scripts/generate-html-entities.py read.
@Suite struct NamedEntityTableTests {
    @Test func holdsEveryHTML5Name() {
        #expect(NamedEntities.table.count == 2_231)
        #expect(NamedEntities.table.keys.filter { $0.last != UInt8(ascii: ";") }.count == 106)
        #expect(NamedEntities.table.values.allSatisfy { !$0.isEmpty })
    }

    /// The lookup stops reading a name at these lengths, so they must be the table's longest.
    @Test func longestNamesMatchTheTable() {
        let legacy = NamedEntities.table.keys.filter { $0.last != UInt8(ascii: ";") }
        #expect(legacy.map(\.count).max() == NamedEntities.longestLegacyName)
        #expect(NamedEntities.table.keys.map(\.count).max() == NamedEntities.longestName)
    }

    @Test func everyNameDecodesInText() {
        for (name, value) in NamedEntities.table where name.last == UInt8(ascii: ";") {
            let html = "<p>x&" + String(decoding: name, as: UTF8.self) + "x"
            let shown = value.allSatisfy(\.isHTMLWhitespace) ? Array(" ".utf8) : value
            #expect(Array(renderHTML(html).text.utf8) == Array("x".utf8) + shown + Array("x".utf8), "\(html)")
        }
    }
}
