import FeedParsing
import Testing

/// Markup whose meaning a plain line would otherwise lose: raised and lowered text, ruby
/// readings, and `<wbr>`'s break hint.
@Suite struct RenderHTMLMeaningTests {
    @Test(arguments: [
        ("Speed 3×10<sup>8</sup> m/s", "Speed 3×10⁸ m/s"),
        ("x<sup>2</sup>+y<sup>-1</sup>", "x²+y⁻¹"),
        ("2<sup>10</sup> = 1024", "2¹⁰ = 1024"),
        ("CO<sub>2</sub> and H<sub>2</sub>O", "CO₂ and H₂O"),
        ("note<sup>[12]</sup>", "note^([12])"),
        ("e<sup>iπ</sup>", "e^(iπ)"),
        ("x<sub>max</sub>", "x_(max)"),
        ("a <sup>2</sup>", "a ²"),
        ("<sup></sup>empty", "empty"),
    ])
    func scripts(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }

    @Test(arguments: [
        ("<ruby>東京<rt>とうきょう</rt></ruby>", "東京(とうきょう)"),
        ("<ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp>字<rp>(</rp><rt>ji</rt><rp>)</rp></ruby>", "漢(kan)字(ji)"),
        ("<ruby>北京<rt>Běijīng</ruby> city", "北京(Běijīng) city"),
        ("<ruby>明<rt>あ<rt>か</ruby>", "明(あ)(か)"),
        ("<ruby>漢<rp>（</rp><rt>かん</rt><rp>）</rp></ruby>", "漢（かん）"),
    ])
    func ruby(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }

    @Test(arguments: [
        ("Rind<wbr>fleisch", "Rind\u{200B}fleisch"),
        ("<wbr>start", "start"),
        ("a <wbr>b", "a b"),
        ("Rind&shy;fleisch", "Rind\u{AD}fleisch"),
    ])
    func wordBreaks(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }
}
