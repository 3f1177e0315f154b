@testable import Presentation
import PropertyBased
import Testing

/// The encoder against RFC 3492's section 7.1 samples, and round trips through a decoder written
/// here from section 6.2 on random labels.
@Suite("Punycode (RFC 3492)")
struct PunycodeTests {
    /// The sample strings, their code points as the RFC lists them. (I), Russian, is given there
    /// with a mixed-case annotation (`baDot`) that an encoder need not write; without it, in lower case.
    static let samples: [(name: String, label: String, encoded: String)] = [
        ("A Arabic (Egyptian)", "\u{644}\u{64A}\u{647}\u{645}\u{627}\u{628}\u{62A}\u{643}\u{644}\u{645}\u{648}\u{634}\u{639}\u{631}\u{628}\u{64A}\u{61F}",
         "egbpdaj6bu4bxfgehfvwxn"),
        ("B Chinese (simplified)", "\u{4ED6}\u{4EEC}\u{4E3A}\u{4EC0}\u{4E48}\u{4E0D}\u{8BF4}\u{4E2D}\u{6587}", "ihqwcrb4cv8a8dqg056pqjye"),
        ("C Chinese (traditional)", "\u{4ED6}\u{5011}\u{7232}\u{4EC0}\u{9EBD}\u{4E0D}\u{8AAA}\u{4E2D}\u{6587}", "ihqwctvzc91f659drss3x8bo0yb"),
        ("D Czech", "Pro\u{10D}prost\u{11B}nemluv\u{ED}\u{10D}esky", "Proprostnemluvesky-uyb24dma41a"),
        ("E Hebrew", "\u{5DC}\u{5DE}\u{5D4}\u{5D4}\u{5DD}\u{5E4}\u{5E9}\u{5D5}\u{5D8}\u{5DC}\u{5D0}\u{5DE}\u{5D3}\u{5D1}\u{5E8}\u{5D9}\u{5DD}\u{5E2}\u{5D1}\u{5E8}\u{5D9}\u{5EA}",
         "4dbcagdahymbxekheh6e0a7fei0b"),
        ("F Hindi (Devanagari)",
         "\u{92F}\u{939}\u{932}\u{94B}\u{917}\u{939}\u{93F}\u{928}\u{94D}\u{926}\u{940}\u{915}\u{94D}\u{92F}\u{94B}\u{902}\u{928}\u{939}\u{940}\u{902}\u{92C}\u{94B}\u{932}\u{938}\u{915}\u{924}\u{947}\u{939}\u{948}\u{902}",
         "i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd"),
        ("G Japanese", "\u{306A}\u{305C}\u{307F}\u{3093}\u{306A}\u{65E5}\u{672C}\u{8A9E}\u{3092}\u{8A71}\u{3057}\u{3066}\u{304F}\u{308C}\u{306A}\u{3044}\u{306E}\u{304B}",
         "n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa"),
        ("H Korean",
         "\u{C138}\u{ACC4}\u{C758}\u{BAA8}\u{B4E0}\u{C0AC}\u{B78C}\u{B4E4}\u{C774}\u{D55C}\u{AD6D}\u{C5B4}\u{B97C}\u{C774}\u{D574}\u{D55C}\u{B2E4}\u{BA74}\u{C5BC}\u{B9C8}\u{B098}\u{C88B}\u{C744}\u{AE4C}",
         "989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c"),
        ("I Russian", "\u{43F}\u{43E}\u{447}\u{435}\u{43C}\u{443}\u{436}\u{435}\u{43E}\u{43D}\u{438}\u{43D}\u{435}\u{433}\u{43E}\u{432}\u{43E}\u{440}\u{44F}\u{442}\u{43F}\u{43E}\u{440}\u{443}\u{441}\u{441}\u{43A}\u{438}",
         "b1abfaaepdrnnbgefbadotcwatmq2g4l"),
        ("J Spanish", "Porqu\u{E9}nopuedensimplementehablarenEspa\u{F1}ol", "PorqunopuedensimplementehablarenEspaol-fmd56a"),
        ("K Vietnamese", "T\u{1EA1}isaoh\u{1ECD}kh\u{F4}ngth\u{1EC3}ch\u{1EC9}n\u{F3}iti\u{1EBF}ngVi\u{1EC7}t", "TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g"),
        ("L", "3\u{5E74}B\u{7D44}\u{91D1}\u{516B}\u{5148}\u{751F}", "3B-ww4c5e180e575a65lsy2b"),
        ("M", "\u{5B89}\u{5BA4}\u{5948}\u{7F8E}\u{6075}-with-SUPER-MONKEYS", "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n"),
        ("N", "Hello-Another-Way-\u{305D}\u{308C}\u{305E}\u{308C}\u{306E}\u{5834}\u{6240}", "Hello-Another-Way--fc4qua05auwb3674vfr0b"),
        ("O", "\u{3072}\u{3068}\u{3064}\u{5C4B}\u{6839}\u{306E}\u{4E0B}2", "2-u9tlzr9756bt3uc0v"),
        ("P", "Maji\u{3067}Koi\u{3059}\u{308B}5\u{79D2}\u{524D}", "MajiKoi5-783gue6qz075azm5e"),
        ("Q", "\u{30D1}\u{30D5}\u{30A3}\u{30FC}de\u{30EB}\u{30F3}\u{30D0}", "de-jg4avhby1noc0d"),
        ("R", "\u{305D}\u{306E}\u{30B9}\u{30D4}\u{30FC}\u{30C9}\u{3067}", "d9juau41awczczp"),
        ("S", "-> $1.00 <-", "-> $1.00 <--"),
    ]

    @Test func theSampleStringsOfTheRFCEncodeAsItSays() {
        for sample in Self.samples {
            #expect(Punycode.encode(sample.label) == sample.encoded, "\(sample.name)")
            #expect(PunycodeDecoder.decode(sample.encoded) == sample.label, "\(sample.name): the decoder")
        }
    }

    @Test func randomLabelsComeBackThroughTheDecoder() async {
        await propertyCheck(count: 500, input: Self.labels) { label in
            let encoded = Punycode.encode(label)
            #expect(encoded?.unicodeScalars.allSatisfy(\.isASCII) == true)
            #expect(encoded.flatMap(PunycodeDecoder.decode) == label, "\(label) → \(encoded ?? "nil")")
        }
    }

    /// Labels of 1 to 40 characters from ASCII, Latin, Cyrillic, Kana, Han, Hangul, emoji and
    /// Han beyond the first plane, mixed.
    static let labels = Gen.uint32().array(of: 1...40).map { picks in
        let pools: [ClosedRange<UInt32>] = [0x61...0x7A, 0x30...0x39, 0x2D...0x2D, 0xC0...0x24F, 0x400...0x4FF, 0x3040...0x30FF,
                                            0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x1F300...0x1F5FF, 0x20000...0x2A6DF]
        let scalars = picks.compactMap { pick in
            let pool = pools[Int(pick % UInt32(pools.count))]
            return Unicode.Scalar(pool.lowerBound + (pick / UInt32(pools.count)) % UInt32(pool.count))
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// A label longer than a host can be is no host a browser goes to: it is left as written.
    @Test func aLabelLongerThanAHostIsNotEncoded() {
        #expect(Punycode.encode(String(repeating: "а", count: 253)) != nil)
        #expect(Punycode.encode(String(repeating: "а", count: 254)) == nil)
    }
}

/// RFC 3492's decoder (section 6.2), for the tests only: the app shows labels, never reads them.
enum PunycodeDecoder {
    static func decode(_ encoded: String) -> String? {
        let input = Array(encoded.unicodeScalars)
        let delimiter = input.lastIndex(of: "-")
        var output = delimiter.map { Array(input[..<$0]) } ?? []
        var index = delimiter.map { $0 + 1 } ?? 0
        var n = 0x80, i = 0, bias = 72
        while index < input.count {
            let oldI = i
            var weight = 1, k = 36
            while true {
                guard index < input.count, let digit = digit(input[index]) else { return nil }
                index += 1
                i += digit * weight
                let t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias
                if digit < t { break }
                weight *= 36 - t
                k += 36
            }
            bias = adapt(i - oldI, points: output.count + 1, first: oldI == 0)
            n += i / (output.count + 1)
            i %= output.count + 1
            guard let scalar = Unicode.Scalar(UInt32(n)) else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        return String(String.UnicodeScalarView(output))
    }

    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "a"..."z": Int(scalar.value) - 0x61
        case "A"..."Z": Int(scalar.value) - 0x41
        case "0"..."9": Int(scalar.value) - 0x30 + 26
        default: nil
        }
    }

    private static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / 700 : delta / 2, k = 0
        delta += delta / points
        while delta > 35 * 26 / 2 {
            delta /= 35
            k += 36
        }
        return k + 36 * delta / (delta + 38)
    }
}
