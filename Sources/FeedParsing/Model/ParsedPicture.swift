/// A picture attached to an item beside its text (Media RSS): its address and alt text.
public struct ParsedPicture: Sendable, Hashable, Codable {
    public var url: String
    public var alt: String

    public init(url: String, alt: String) {
        self.url = url
        self.alt = alt
    }
}
