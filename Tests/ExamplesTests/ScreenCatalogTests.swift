import Canopy
import Examples
import Testing

@Suite("Screen catalogues for the canopy commands")
struct ScreenCatalogTests {
    func screen(_ name: String) -> Example {
        Example(name: name, title: name, summary: "A test screen.") { ExampleCatalog.all[0].make() }
    }

    @Test("A catalogue finds its screens by name, ignoring case, and only its own")
    func lookup() throws {
        let catalog = try ScreenCatalog([screen("profile"), screen("settings")])
        #expect(catalog.named("Profile")?.name == "profile")
        #expect(catalog.named("typical-use") == nil)
        #expect(catalog.screens.map(\.name) == ["profile", "settings"])
    }

    @Test("Two screens with one name, an empty name or a name with spaces are refused naming it")
    func refusals() {
        #expect(throws: ScreenCatalogError("two screens are named 'Profile'")) { try ScreenCatalog([screen("profile"), screen("Profile")]) }
        #expect(throws: ScreenCatalogError.self) { try ScreenCatalog([screen("")]) }
        #expect(throws: ScreenCatalogError.self) { try ScreenCatalog([screen("my profile")]) }
    }

    @Test("The running command's catalogue is Canopy's examples unless an entry point sets another")
    func current() throws {
        #expect(ScreenCatalog.current.screens.count == ExampleCatalog.all.count)
        let own = try ScreenCatalog([screen("profile")])
        ScreenCatalog.$current.withValue(own) {
            #expect(ScreenCatalog.current.named("profile") != nil)
            #expect(Gallery(outputDirectory: .temporaryDirectory).examples.map(\.name) == ["profile"])
        }
    }
}
