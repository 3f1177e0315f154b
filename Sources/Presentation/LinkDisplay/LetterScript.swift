/// The script of a letter, for `HostLabel`'s rule: the scripts whose letters are taken for one
/// another's (Latin `a`, Cyrillic `а`, Greek `α`) and the other common ones of host names. Han,
/// Kana and Hangul are one, as Japanese and Korean names mix them; a letter of any other script
/// is `other`, one more script. Not a letter (a digit, `-`, a mark): none.
enum LetterScript: Equatable {
    case latin, greek, cyrillic, armenian, hebrew, arabic, hanKanaHangul, other

    init?(_ scalar: Unicode.Scalar) {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: break
        default: return nil
        }
        let value = scalar.value
        self = Self.ranges.first { $0.values.contains { $0.contains(value) } }?.script ?? .other
    }

    private static let ranges: [(script: LetterScript, values: [ClosedRange<UInt32>])] = [
        (.latin, [0x41...0x5A, 0x61...0x7A, 0xAA...0xAA, 0xBA...0xBA, 0xC0...0x24F, 0x250...0x2AF, 0x1D00...0x1DBF,
                  0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFB00...0xFB06,
                  0xFF21...0xFF3A, 0xFF41...0xFF5A]),
        (.greek, [0x370...0x3FF, 0x1F00...0x1FFF]),
        (.cyrillic, [0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F]),
        (.armenian, [0x531...0x58F, 0xFB13...0xFB17]),
        (.hebrew, [0x591...0x5FF, 0xFB1D...0xFB4F]),
        (.arabic, [0x600...0x6FF, 0x750...0x77F, 0x870...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF]),
        (.hanKanaHangul, [0x1100...0x11FF, 0x2E80...0x2FDF, 0x3005...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF,
                          0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFF66...0xFFDC,
                          0x1B000...0x1B16F, 0x20000...0x323AF]),
    ]
}
