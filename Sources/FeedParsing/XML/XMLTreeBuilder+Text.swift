import Foundation
import FoundationXML

extension XMLTreeBuilder {
    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard proceed(parser) else { return }
        appendText(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard proceed(parser) else { return }
        appendText(String(decoding: CDATABlock, as: UTF8.self))
    }
}
