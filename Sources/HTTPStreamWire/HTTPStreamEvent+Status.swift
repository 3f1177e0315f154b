extension HTTPStreamEvent {
    /// The status of a response head, nil for the other events. Read back from the event's frame,
    /// so a caller that wants only the status does not spell out every field the head carries.
    public var responseStatus: Int? {
        let frame = self.frame
        guard frame.kind == .response else { return nil }
        var reader = WirePayloadReader(frame.payload)
        return (try? reader.readUInt64()).map { Int(Int64(bitPattern: $0)) }
    }
}
