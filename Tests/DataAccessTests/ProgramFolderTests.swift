@testable import DataAccess
import Foundation
import Testing

/// The resources are found beside the program, as `swift build` and `make install` put them.
@Suite("Program folder")
struct ProgramFolderTests {
    @Test func theCatalogAndTheVoicesAreFoundBesideTheProgram() throws {
        let catalog = try #require(ProgramFolder.resources("Catalog"))
        #expect(catalog == ProgramFolder.url.appendingPathComponent("aichats_DataAccess.resources/Catalog"))
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("avatars.json").path))
        let voices = try #require(ProgramFolder.resources("Voices"))
        #expect(FileManager.default.fileExists(atPath: voices.appendingPathComponent("english.json").path))
    }

    @Test func aFolderThatIsNowhereIsNil() {
        #expect(ProgramFolder.resources("NoSuchFolder") == nil)
    }
}
