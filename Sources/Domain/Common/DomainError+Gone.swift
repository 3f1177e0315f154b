import Foundation

extension DomainError {
    /// True when `lookup` fails because its record no longer exists (deleted in another aichats,
    /// say); false when it succeeds, or fails for another reason (a locked database, an
    /// unreadable catalog), which counts as the record being there.
    public static func isGone(_ lookup: () async throws -> Void) async -> Bool {
        do {
            try await lookup()
            return false
        } catch let error as DomainError {
            return error.isGone
        } catch {
            return false
        }
    }
}
