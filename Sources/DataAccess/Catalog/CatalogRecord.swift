import Domain
import Foundation

/// One record of a catalog file, as decoded: every field optional, so that checking it
/// (`item(launchedAt:)`) can say which one is missing or wrong.
///
/// Records store ages ("created 3 days ago"), which become dates counted back from `launchedAt`.
protocol CatalogRecord: Decodable {
    associatedtype Item: Identifiable & Sendable where Item.ID == String

    /// The file the records come from, inside the catalog folder ("avatars.json").
    static var fileName: String { get }

    /// The item the record describes; throws when a field is missing or invalid.
    func item(launchedAt: Date) throws(RecordRejection) -> Item
}
