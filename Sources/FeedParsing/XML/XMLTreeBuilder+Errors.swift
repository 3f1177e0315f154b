import Foundation
import FoundationXML

extension XMLTreeBuilder {
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        recordParserError(parseError, at: parser)
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
        recordParserError(validationError, at: parser)
    }

    func parser(
        _ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?
    ) {
        stop(parser, .declaresEntities)
    }

    func parser(
        _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String,
        publicID: String?, systemID: String?
    ) {
        stop(parser, .declaresEntities)
    }

    func parser(
        _ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String,
        publicID: String?, systemID: String?, notationName: String?
    ) {
        stop(parser, .declaresEntities)
    }
}
