/// The wire's version. Each side's first frame is its version, and each side refuses another
/// one, so an `aichats` and an `aichats-http` from different releases (an upgrade that replaced
/// only one of them) never misread each other's frames.
///
/// Raise `current` whenever a frame's layout or meaning changes. The version frame itself never
/// changes: kind "V", a 4-byte payload holding the number as a 32-bit big-endian integer.
public struct HTTPStreamVersion: Equatable, Sendable {
    /// The version this build speaks. 2: the feed frames `F` and `R`. 3: the OPML frames `O` and `P`.
    /// 4: the response frame carries `Retry-After`.
    /// 5: a feed helper answers feed requests one after another, each with one `R`, until its
    /// stdin ends (a pooled helper); before, it answered one and exited.
    /// 6: a feed request's validators are one object, `validators`; the replies carry Domain's
    /// `FetchedFeed` and `OPMLEntry` (the same fields as before).
    /// 7: an OPML reply's entry says whether its title is only the feed's own (`titleFromFeed`).
    /// 8: the end (`E`) of a transfer that refused a redirect to another server names that
    /// server's origin (`redirectedTo`).
    /// 9: a feed reply (`R`) is a `FeedFetchAnswer`: the reply, and where its redirects led and
    /// whether every one was permanent.
    /// 10: a feed reply's texts write a table of data as a pipe table (`| a | b |` lines under a
    /// `| --- | --- |` row), which the reader draws as a grid; before, every table was flat lines.
    public static let current = HTTPStreamVersion(10)

    /// The version's number.
    public let number: UInt32

    public init(_ number: UInt32) {
        self.number = number
    }

    /// The version as a frame.
    public var frame: HTTPStreamFrame {
        var writer = WirePayloadWriter()
        writer.append(number)
        return HTTPStreamFrame(kind: .version, payload: writer.data)
    }

    /// Reads a version frame.
    public init(frame: HTTPStreamFrame) throws(HTTPStreamWireError) {
        guard frame.kind == .version else { throw .unexpectedKind(frame.kind) }
        var reader = WirePayloadReader(frame.payload)
        let number = try reader.readUInt32()
        guard reader.isAtEnd else { throw .malformedPayload }
        self.init(number)
    }
}
