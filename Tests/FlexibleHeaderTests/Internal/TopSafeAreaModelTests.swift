import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Top safe-area model")
struct TopSafeAreaModelTests {
    @Test("Device mode returns the window inset whatever was extracted")
    func deviceMode() {
        var model = TopSafeAreaModel()
        let notifies = model.store(extracted: 44)
        #expect(notifies == false)
        #expect(model.value(deviceInset: 20, statusBarIsShifted: false) == 20)
    }

    @Test("Infer mode returns the extracted inset and notifies on every store")
    func inferMode() {
        var model = TopSafeAreaModel()
        model.infersFromViewController = true
        let first = model.store(extracted: 44)
        let second = model.store(extracted: 44)
        #expect(first && second)
        #expect(model.value(deviceInset: 20, statusBarIsShifted: false) == 44)
    }

    @Test("Only a last non-zero inset of exactly 20 is sticky while the status bar is shifted")
    func sticky() {
        for (last, expected) in [(CGFloat(20), CGFloat(20)), (44, 0)] {
            var model = TopSafeAreaModel()
            model.infersFromViewController = true
            _ = model.store(extracted: last)
            _ = model.store(extracted: 0)
            #expect(model.value(deviceInset: 0, statusBarIsShifted: true) == expected)
            #expect(model.value(deviceInset: 0, statusBarIsShifted: false) == 0)
        }
    }

    // The controller's own injection is subtracted so the header cannot feed back on itself.
    @Test("Extraction subtracts the additional inset or the controller's own injection")
    func extraction() {
        var model = TopSafeAreaModel()
        #expect(model.extract(safeAreaTop: nil, additionalTop: 10, ownInjection: nil) == 0)
        #expect(model.extract(safeAreaTop: 70, additionalTop: 50, ownInjection: nil) == 70)
        #expect(model.extract(safeAreaTop: 70, additionalTop: 50, ownInjection: 50) == 20)
        #expect(model.extract(safeAreaTop: 30, additionalTop: 50, ownInjection: 50) == 0)
        model.subtractsAdditionalSafeAreaInsets = true
        #expect(model.extract(safeAreaTop: 70, additionalTop: 50, ownInjection: 50) == 20)
    }

    @Test("Subtracting additional insets never extracts a negative top safe area")
    func subtractionClamped() {
        var model = TopSafeAreaModel()
        model.subtractsAdditionalSafeAreaInsets = true
        #expect(model.extract(safeAreaTop: 0, additionalTop: 50, ownInjection: nil) == 0)
        #expect(model.extract(safeAreaTop: 70, additionalTop: 50, ownInjection: nil) == 20)
    }
}
