extension HTMLRenderer {
    static let noBreakSpace: [UInt8] = [0xC2, 0xA0]

    /// Text outside `pre`: each run of HTML whitespace is one space, none at a line's start or
    /// end. A no-break space is kept (it is not collapsed).
    mutating func writeText(_ bytes: [UInt8]) {
        if state.preformattedDepth > 0 { return writePreformatted(bytes) }
        skipsNextLineFeed = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte.isHTMLWhitespace {
                if !atLineStart, pendingSpace.last != UInt8(ascii: " ") { pendingSpace.append(UInt8(ascii: " ")) }
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {
                pendingSpace.append(contentsOf: Self.noBreakSpace)
                index += 1
            } else {
                beginContent()
                output.append(byte)
            }
            index += 1
        }
    }

    /// Text inside `pre`: every space, tab and line break kept (CR LF and CR read as LF): the
    /// app puts a tab's stop where the display width of the line says; spaces at a line's end
    /// are still dropped.
    private mutating func writePreformatted(_ bytes: [UInt8]) {
        var index = 0
        if skipsNextLineFeed {
            if bytes.starts(with: [0x0D, 0x0A]) { index = 2 } else if bytes.first == 0x0A || bytes.first == 0x0D { index = 1 }
        }
        skipsNextLineFeed = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\r") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"):
                break
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                pendingSpace.removeAll()
                pendingNewlines += 1
            case UInt8(ascii: "\t"):
                pendingSpace.append(UInt8(ascii: "\t"))
            case 0x20, 0x0C:
                pendingSpace.append(UInt8(ascii: " "))
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
                pendingSpace.append(contentsOf: Self.noBreakSpace)
                index += 1
            default:
                beginContent()
                output.append(byte)
            }
            index += 1
        }
    }
}
