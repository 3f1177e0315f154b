/// Why bytes from the other side could not be understood.
public enum HTTPStreamWireError: Error, Equatable, Sendable {
    /// A frame starts with a kind byte that no frame has.
    case unknownKind(UInt8)
    /// A frame announces a payload longer than `HTTPStreamFrame.maximumPayloadSize`.
    case oversizedPayload(Int)
    /// A frame arrived where another kind was expected.
    case unexpectedKind(HTTPStreamFrame.Kind)
    /// A payload ends early, has bytes left over or holds a value that is not valid.
    case malformedPayload
}
