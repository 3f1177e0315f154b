import Domain
import Foundation

extension FixtureCatalog {
    /// A bundled fixture set (`Resources/Fixtures/<variant>`, in the catalog's format), dated
    /// back from `referenceDate`.
    static func load<Record: CatalogRecord>(_: Record.Type, _ variant: Variant) throws(DomainError)
        -> CatalogLoad<Record.Item>
    {
        guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw DomainError.unavailable("Fixtures: the bundled data is missing")
        }
        return try Record.load(from: folder.appendingPathComponent(variant.rawValue), launchedAt: referenceDate)
    }

    /// The items of a fixture set; none when its files cannot be read (`FixtureCatalogTests`
    /// checks that they load whole).
    static func bundled<Record: CatalogRecord>(_ type: Record.Type, _ variant: Variant) -> [Record.Item] {
        (try? load(type, variant).items) ?? []
    }
}
