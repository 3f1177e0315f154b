/// One thing `wget_wch` returned.
enum NcursesInput: Equatable, Sendable {
    /// A character code point (`wget_wch` returned `OK`).
    case character(UInt32)
    /// A function-key code such as `KEY_UP` (`wget_wch` returned `KEY_CODE_YES`).
    case keyCode(Int32)
}
