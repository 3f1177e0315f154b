/// What a feed says of an enclosure (RSS `enclosure`, Atom `link rel="enclosure"`, JSON
/// `attachments`) beside its address: its type, its size in bytes (0 when not given) and, for a
/// podcast's episode, its duration as written (`itunes:duration`), so a listener can tell the
/// episode from the show notes' links.
public struct ParsedEnclosure: Sendable, Hashable, Codable {
    public var url: String
    public var type: String
    public var length: Int
    public var duration: String

    public init(url: String, type: String = "", length: Int = 0, duration: String = "") {
        (self.url, self.type, self.length, self.duration) = (url, type, length, duration)
    }
}
