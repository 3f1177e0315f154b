import Foundation

/// The gofeed translator corpus, read where the machine keeps it (never copied into the project):
/// `shared/feeds/gofeed-translator` beside the package, or beside a folder above it (a worktree
/// such as `/work/wt/parser` finds `/work/shared`).
enum ConformanceCorpus {
    static func locate(from file: String = #filePath) -> URL? {
        // …/Tests/FeedParsingTests/Conformance/ConformanceCorpus.swift → the package root.
        var folder = URL(filePath: file).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        while folder.path != "/" {
            folder = folder.deletingLastPathComponent()
            let corpus = folder.appending(path: "shared/feeds/gofeed-translator")
            if FileManager.default.fileExists(atPath: corpus.path) { return corpus }
        }
        return nil
    }

    /// Every case: `rss/NAME.xml` with `NAME.json`, `atom/` alike, `json/NAME.json` with
    /// `NAME_expected.json`.
    static func cases(in corpus: URL) throws -> [ConformanceCase] {
        var cases: [ConformanceCase] = []
        for folder in ["rss", "atom", "json"] {
            let directory = corpus.appending(path: folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            for name in names {
                if folder == "json" {
                    guard name.hasSuffix(".json"), !name.hasSuffix("_expected.json") else { continue }
                    let stem = String(name.dropLast(5))
                    cases.append(ConformanceCase(
                        name: "json/\(stem)", input: directory.appending(path: name),
                        expected: directory.appending(path: stem + "_expected.json")))
                } else {
                    guard name.hasSuffix(".xml") else { continue }
                    let stem = String(name.dropLast(4))
                    cases.append(ConformanceCase(
                        name: "\(folder)/\(stem)", input: directory.appending(path: name),
                        expected: directory.appending(path: stem + ".json")))
                }
            }
        }
        return cases
    }
}
