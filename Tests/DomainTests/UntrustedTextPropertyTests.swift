import PropertyBased
import Testing
@testable import Domain

/// Properties of the rule over random text that mixes printable characters of every plane with
/// controls, escape sequence pieces, bidi controls and emoji pieces.
@Suite("Untrusted text: properties")
struct UntrustedTextPropertyTests {
    @Test func theOutputHoldsNoControlButNewlineAndTabAndNoBidiControl() async {
        await propertyCheck(count: 400, input: hostileText) { text in
            let cleaned = UntrustedText.clean(text)
            let unsafe = cleaned.unicodeScalars.filter { UntrustedText.isControlOrBidi($0) && $0 != "\n" && $0 != "\t" }
            #expect(unsafe.isEmpty, "kept \(unsafe.map { String($0.value, radix: 16) })")
        }
    }

    @Test func cleaningIsIdempotent() async {
        await propertyCheck(count: 400, input: hostileText) { text in
            let once = UntrustedText.clean(text)
            #expect(UntrustedText.clean(once) == once)
        }
    }

    @Test func textWithoutControlsIsKeptWhole() async {
        await propertyCheck(count: 400, input: printableText) { text in
            #expect(UntrustedText.clean(text) == text)
        }
    }

    @Test func everyPrintableScalarOutsideSequencesIsKept() async {
        await propertyCheck(count: 400, input: hostileText) { text in
            // Each printable scalar either stays, in order, or was inside an escape sequence.
            let kept = UntrustedText.clean(text).unicodeScalars.filter { $0 != "\n" && $0 != "\t" }
            let printable = text.unicodeScalars.filter { !UntrustedText.isControlOrBidi($0) }
            #expect(isSubsequence(Array(kept), of: Array(printable)))
            if !text.unicodeScalars.contains(where: Self.opensSequence) {
                #expect(Array(kept) == Array(printable))
            }
        }
    }

    @Test func cleaningInPiecesEqualsCleaningTheWhole() async {
        await propertyCheck(count: 400, input: hostileText, Gen.int(in: 1...12)) { text, pieces in
            let scalars = Array(text.unicodeScalars)
            let size = max(1, scalars.count / pieces)
            var cleaner = UntrustedTextCleaner()
            var streamed = ""
            for start in stride(from: 0, to: scalars.count, by: size) {
                let piece = scalars[start..<min(scalars.count, start + size)]
                streamed += cleaner.clean(String(String.UnicodeScalarView(piece)))
            }
            #expect(streamed == UntrustedText.clean(text))
        }
    }

    private static func opensSequence(_ scalar: Unicode.Scalar) -> Bool {
        [0x1B, 0x9B, 0x90, 0x98, 0x9D, 0x9E, 0x9F].contains(scalar.value)
    }

    private func isSubsequence(_ small: [Unicode.Scalar], of large: [Unicode.Scalar]) -> Bool {
        var index = large.startIndex
        for scalar in small {
            guard let found = large[index...].firstIndex(of: scalar) else { return false }
            index = found + 1
        }
        return true
    }
}

/// Random text of up to 60 scalars drawn from the kinds `HostileScalar` lists.
let hostileText = Gen.uint32().array(of: 0...60).map { String(String.UnicodeScalarView($0.map(HostileScalar.pick))) }

/// Random text without any control character: printable scalars of every plane and emoji pieces.
let printableText = Gen.uint32().array(of: 0...60).map { picks in
    String(String.UnicodeScalarView(picks.map { HostileScalar.printable($0) }))
}

/// Maps a random number to a scalar of one kind, chosen by the number's low bits.
enum HostileScalar {
    static func pick(_ random: UInt32) -> Unicode.Scalar {
        let value = random >> 4
        switch random & 0xF {
        case 0: return scalar(0x00 + value % 0x20)  // C0
        case 1: return scalar(0x7F + value % 0x21)  // DEL and C1
        case 2: return ["\u{1B}", "\u{9B}", "\u{9D}", "\u{90}", "\u{9C}", "\u{7}", "\u{18}"][Int(value % 7)]
        case 3: return ["[", "]", "P", "X", "^", "_", "\\", ";", "2", "J", "m", "("][Int(value % 12)]
        case 4: return ["\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{61C}"][Int(value % 7)]
        case 5: return ["\r", "\n", "\t"][Int(value % 3)]
        default: return printable(random)
        }
    }

    /// A printable scalar: ASCII, any plane's (surrogates and controls skipped), or an emoji piece.
    static func printable(_ random: UInt32) -> Unicode.Scalar {
        let value = random >> 4
        switch random & 0x3 {
        case 0: return scalar(0x20 + value % 0x5F)
        case 1: return ["\u{200D}", "\u{FE0F}", "\u{301}", "\u{1F408}", "\u{2B1B}", "\u{1F469}", "\u{FFFD}", "\u{FFFF}"][Int(value % 8)]
        default:
            let candidate = value % 0x110000
            guard let scalar = Unicode.Scalar(candidate), !UntrustedText.isControlOrBidi(scalar) else { return "~" }
            return scalar
        }
    }

    private static func scalar(_ value: UInt32) -> Unicode.Scalar { Unicode.Scalar(value) ?? "?" }
}
