import Domain
import Foundation

/// Reads one JSON array file of a catalog, record by record.
struct CatalogFile<Record: Decodable> {
    /// The file name inside the catalog directory ("avatars.json").
    let name: String

    /// Loads the file; a bad record becomes a problem, a bad file throws `DomainError.unavailable`.
    func load<Item: Identifiable & Sendable>(
        from directory: URL, map: (Record) throws(RecordRejection) -> Item
    ) throws(DomainError) -> CatalogLoad<Item> where Item.ID == String {
        var items: [Item] = []
        var problems: [CatalogProblem] = []
        var seenIDs: Set<String> = []
        for (index, record) in try records(in: directory).enumerated() {
            let label = record.id.flatMap { $0.isEmpty ? nil : $0 } ?? "#\(index)"
            do throws(RecordRejection) {
                let item = try map(try record.result.get())
                guard seenIDs.insert(item.id).inserted else { throw RecordRejection("duplicate id '\(item.id)'") }
                items.append(item)
            } catch {
                problems.append(CatalogProblem(file: name, record: label, reason: error.reason))
            }
        }
        return CatalogLoad(items: items, problems: problems)
    }

    private func records(in directory: URL) throws(DomainError) -> [LossyRecord<Record>] {
        let data: Data
        do {
            data = try Data(contentsOf: directory.appendingPathComponent(name))
        } catch {
            throw DomainError.unavailable("\(name): the file cannot be read")
        }
        do {
            return try JSONDecoder().decode([LossyRecord<Record>].self, from: data)
        } catch DecodingError.typeMismatch {
            throw DomainError.unavailable("\(name): not a JSON array")
        } catch {
            throw DomainError.unavailable("\(name): not valid JSON")
        }
    }
}
