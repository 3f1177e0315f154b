/// One thing read from the keyboard: a character decoded from `wgetch`'s bytes, or a key code.
enum NcursesInput: Hashable, Sendable {
    /// A character code point (`UTF8ByteDecoder` built it from bytes).
    case character(UInt32)
    /// A function-key code such as `KEY_UP` (`wgetch` returned it, at `KEY_MIN` or above).
    case keyCode(Int32)
}
