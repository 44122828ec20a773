// A screen written exactly as for iOS: an injected model, the nib initialiser, the screen's
// width and an animated banner. Only the import differs.
#if canImport(UIKit)
    import UIKit
#else
    import CanopyUIKit
#endif

final class BannerViewController: UIViewController {
    let message: String
    let banner = UILabel()
    private(set) var bannerShown = false

    init(message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let width = UIScreen.main.bounds.width
        banner.frame = CGRect(x: 16, y: -60, width: width - 32, height: 44)
        banner.text = message
        banner.textAlignment = .center
        banner.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        banner.textColor = .white
        view.addSubview(banner)
    }

    func showBanner() {
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseOut],
            animations: {
                self.banner.frame.origin.y = 120
            },
            completion: { finished in
                self.bannerShown = finished
            })
    }
}
