import Foundation
import TestSupport
import Testing

/// `aichats feeds add` run by several scripts at once: each takes its turn on the feed list.
@Suite("aichats feeds add, many at once")
struct FeedsConcurrentEndToEndTests {
    @Test func everyAddOfManyProcessesAtOnceIsKept() throws {
        let config = try TemporaryFolder()
        try FileManager.default.createDirectory(at: config.file("aichats"), withIntermediateDirectories: true)
        try config.write("https://seed.org/feed\n", to: "aichats/urls")
        let binary = shellQuoted(TmuxSession.binary.path)
        // Started together, as `aichats feeds add A & aichats feeds add B & wait` starts them (xargs
        // waits for its children itself: a shell's `wait` under the test runner may never return).
        let statuses = try TmuxSession.shell("""
            cd \(shellQuoted(config.url.path)) && export XDG_CONFIG_HOME=\(shellQuoted(config.url.path)) \
            HOME=\(shellQuoted(config.url.path)) AICHATS=\(binary) && seq 1 12 | xargs -P 12 -I{} \
            sh -c '"$AICHATS" feeds add https://feed{}.example.org/rss >/dev/null 2>>errors; echo $?'
            """)
        #expect(statuses.split(separator: "\n") == Array(repeating: "0", count: 12))
        #expect(((try? config.text("errors")) ?? "") == "")
        let lines = try config.text("aichats/urls").split(separator: "\n").map(String.init)
        #expect(lines.first == "https://seed.org/feed")
        #expect(Set(lines) == Set(["https://seed.org/feed"] + (1...12).map { "https://feed\($0).example.org/rss" }))
        #expect(lines.count == 13)
        #expect(try FileManager.default.contentsOfDirectory(atPath: config.path("aichats")) == ["urls"], "nothing left beside the list")
    }
}
