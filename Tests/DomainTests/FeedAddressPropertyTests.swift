import Domain
import PropertyBased
import Testing

/// Random paths and queries, respelled as RFC 3986 allows (an unreserved character
/// percent-encoded, in either case; `.` and `seg/..` segments; a fragment), name the same feed.
@Suite("Feed addresses: RFC 3986 spellings of one feed, properties")
struct FeedAddressPropertyTests {
    @Test func percentEncodingAnUnreservedCharacterNamesTheSameFeed() async throws {
        await propertyCheck(count: 300, input: pathSegments, Gen.uint32()) { segments, pick in
            let path = "/" + segments.joined(separator: "/")
            let characters = Array(path)
            let index = Int(pick % UInt32(characters.count))
            // Only an unreserved character means the same encoded (`%2F` is not a `/`), and not
            // one of the hex digits of an encoding.
            guard !characters[max(0, index - 2)..<index].contains("%"), let byte = characters[index].asciiValue, characters[index].isLetter || characters[index].isNumber
                    || "-._~".contains(characters[index]) else { return }
            let hex = String(byte, radix: 16, uppercase: pick & 0x1000 != 0)
            let encoded = String(characters[..<index]) + "%" + hex + String(characters[(index + 1)...])
            let respelled = try FeedAddress("http://x.org" + encoded), address = try FeedAddress("http://x.org" + path)
            #expect(respelled.isSameFeed(as: address), "\(respelled.normalized) and \(address.normalized)")
        }
    }

    @Test func dotSegmentsAndAFragmentNameTheSameFeed() async throws {
        await propertyCheck(count: 300, input: pathSegments, Gen.uint32()) { segments, pick in
            // Before a segment: at the end, `a/.` is `a/`, another path than `a`.
            let at = Int(pick % UInt32(segments.count))
            var respelled = segments
            respelled.insert(pick & 0x100 != 0 ? "." : "\(segments.first ?? "s")/..", at: at)
            let fragment = pick & 0x200 != 0 ? "#" + segments.joined() : ""
            let address = try FeedAddress("https://x.org/" + respelled.joined(separator: "/") + fragment)
            let written = try FeedAddress("https://x.org/" + segments.joined(separator: "/"))
            #expect(address.isSameFeed(as: written), "\(address.normalized) and \(written.normalized)")
        }
    }

    @Test func theNormalFormIsItsOwnNormalForm() async throws {
        await propertyCheck(count: 300, input: pathSegments, pathSegments) { path, query in
            let address = try FeedAddress("HTTP://X.org:80/" + path.joined(separator: "/") + "?" + query.joined(separator: "&"))
            let again = try FeedAddress(address.normalized)
            #expect(again.normalized == address.normalized)
        }
    }
}

/// Path segments of letters, digits, unreserved marks, dots, reserved characters and
/// percent-encodings: each segment non-empty, and none a dot segment itself.
private let pathSegments = Gen.int(in: 0...11).array(of: 1...4).array(of: 1...5).map { picks in
    let pieces = ["a", "Z", "7", "-", "_", "~", ".", "%2f", "%C3%A9", "%7e", ":", "=", "e"]
    return picks.map { segment in
        let text = segment.map { pieces[$0] }.joined()
        return text == "." || text == ".." ? text + "x" : text
    }
}
