import Foundation
import Testing

@Suite struct FeedConformanceTests {
    /// Runs every case of the gofeed translator corpus; passes over it, saying so, on a machine
    /// without the corpus.
    @Test func gofeedTranslatorCorpus() throws {
        guard let corpus = ConformanceCorpus.locate() else {
            print("feed conformance: corpus not found (shared/feeds/gofeed-translator above the package); not run")
            return
        }
        let cases = try ConformanceCorpus.cases(in: corpus)
        #expect(cases.count == 97)
        var failing: [String: String] = [:]
        for conformanceCase in cases {
            if let mismatch = try conformanceCase.mismatch() {
                failing[conformanceCase.name] = mismatch
            }
        }
        print("feed conformance: \(cases.count - failing.count)/\(cases.count) cases pass")
        let known = KnownFailures.cases
        for name in failing.keys.sorted() where known[name] == nil {
            Issue.record("\(name) fails and is not a known failure: \(failing[name] ?? "")")
        }
        for name in known.keys.sorted() where failing[name] == nil {
            Issue.record("\(name) passes now: take it out of KnownFailures.swift")
        }
    }

    @Test func withoutTheCorpusThereIsNothingToRun() {
        #expect(ConformanceCorpus.locate(from: "/nonexistent/Tests/FeedParsingTests/Conformance/x.swift") == nil)
    }
}
