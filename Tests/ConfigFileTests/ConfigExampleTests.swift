import Foundation
import Testing
@testable import ConfigFile

/// README calls docs/config.example.toml "a commented example with every key": every key the
/// reader accepts is written there, set or in a comment, so a new key cannot be left out of it.
@Suite("config.example.toml names every key")
struct ConfigExampleTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/config.example.toml")

    /// The lines of the example that set `key`, written as they are or after a `#`.
    static func lines(setting key: String, in text: String) -> [Substring] {
        text.split(separator: "\n").filter { line in
            let bare = line.drop { $0 == "#" || $0 == " " }
            return bare.hasPrefix(key) && bare.dropFirst(key.count).drop { $0 == " " }.hasPrefix("=")
        }
    }

    @Test func everyKeyTheReaderAcceptsIsInTheExample() throws {
        let text = try String(contentsOf: Self.example, encoding: .utf8)
        let keys = ConfigParser.topLevelKeys.filter { !["backends", "ui", "feeds"].contains($0) }
            + BackendParser.keys + UIParser.keys + FeedsParser.keys
        for key in keys {
            #expect(!Self.lines(setting: key, in: text).isEmpty, "\(key) is not in config.example.toml")
        }
        for table in ["[backends.", "[ui]", "[feeds]"] {
            #expect(text.contains("\n" + table), "\(table) is not in config.example.toml")
        }
    }

    @Test func theKeyFinderNeedsTheKeyItself() {
        #expect(Self.lines(setting: "max_items", in: "# max_items_x = 1\nmax = 2").isEmpty)
        #expect(Self.lines(setting: "api_key", in: "#   api_key         = \"sk\"").count == 1)
    }
}
