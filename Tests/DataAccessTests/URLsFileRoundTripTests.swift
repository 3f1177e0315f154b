import DataAccess
import Domain
import Foundation
import PropertyBased
import TestSupport
import Testing

/// Whatever a `urls` file holds, adding a feed and removing it again gives back the same bytes.
@Suite("The feed list file: random files round trip")
struct URLsFileRoundTripTests {
    @Test func addingThenRemovingAFeedGivesBackEveryByte() async throws {
        let fixture = try FeedListFixture()
        await propertyCheck(count: 60, input: randomURLsFile) { bytes in
            try Data(bytes).write(to: fixture.folder.file("urls"))
            let feed = FeedSubscription(address: try FeedAddress("https://round.trip/feed"), tags: ["t"])
            try fixture.store.add(feed)
            try fixture.store.remove(feed.address)
            #expect(try [UInt8](fixture.folder.bytes("urls")) == Self.ended(bytes))
            #expect(try fixture.store.list().feeds.contains { $0.address == feed.address } == false)
        }
    }

    /// `bytes` with a line break after its last line, as adding a line puts one there: the
    /// file's first kind of line break, else LF.
    static func ended(_ bytes: [UInt8]) -> [UInt8] {
        guard let last = bytes.last, last != 0x0A else { return bytes }
        guard let newline = bytes.firstIndex(of: 0x0A) else { return bytes + [0x0A] }
        return bytes + (newline > 0 && bytes[newline - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A])
    }
}

/// Lines of every kind (feeds, comments, blanks, newsboat's own lines, bad quotes, bytes that are
/// not UTF-8, stray CRs and spaces) with LF or CR LF endings, the last one with or without.
let randomURLsFile = Gen.uint32().array(of: 0...12).map { picks -> [UInt8] in
    let lines: [[UInt8]] = [
        Array("https://a.org/feed \"tech\" \"~A ✓\"".utf8), Array("# comment \"".utf8), [], Array("  \t".utf8),
        Array("query:Q:unread = \"yes\"".utf8), Array("exec:~/x.sh".utf8), Array("ftp://b.org/f".utf8),
        Array("https://c.org/f \"open".utf8), [0xFF, 0xFE, 0x41], Array("file:///f.xml \"!\" # c".utf8),
        Array("https://round.trip/other".utf8), [0x0D],
    ]
    var bytes: [UInt8] = []
    for (index, pick) in picks.enumerated() {
        bytes += lines[Int(pick % UInt32(lines.count))]
        if index < picks.count - 1 || pick & 0x100 != 0 { bytes += pick & 0x200 != 0 ? [0x0D, 0x0A] : [0x0A] }
    }
    return bytes
}
