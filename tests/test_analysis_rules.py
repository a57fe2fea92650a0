"""Single rules of the analyser, each on the sentence that made us write it (the labelled sets in
tests/insights_eval measure them all together; these say which rule broke)."""
import pytest

from reviewsd.insights.analyse import Analyser

HVAC = {"categories": ["HVAC Contractor"], "technicians": ["Bill Nakamura", "Dana Price"],
        "services": [{"id": "furnace-repair", "label": "Furnace Repair"},
                     {"id": "tune-up", "label": "Seasonal Tune-Up"},
                     {"id": "system-install", "label": "New System Installation"}]}
LAW = {"categories": ["Attorney"], "technicians": ["Daniel Reyes"],
       "services": [{"id": "dui-defense", "label": "DUI/DWI Defense"},
                    {"id": "drug-charges", "label": "Drug Charge Defense"},
                    {"id": "assault-defense", "label": "Assault & Violent Crime Defense"}]}
ESTATE = {"categories": ["Estate Planning Attorney"], "technicians": [],
          "services": [{"id": "will-drafting", "label": "Wills"},
                       {"id": "living-trust", "label": "Revocable Living Trusts"},
                       {"id": "trust-administration", "label": "Trust Administration"}]}
BOILERS = {"categories": ["Plumber", "Heating Contractor"], "technicians": [],
           "services": [{"id": "boiler-repair", "label": "Boiler Repair"},
                        {"id": "boiler-service", "label": "Annual Boiler Service"}]}


@pytest.mark.parametrize("text, rating, sentiment", [
    # Praise in scare quotes is sarcasm.
    ("Second time this year the kitchen line has clogged after they 'cleaned' it.", 2, "negative"),
    ("The 'free inspection' turned into a $2,100 quote for ductwork we don't need.", 2, "negative"),
    # A consolation is not the verdict.
    ("The wills are fine but they charged us for every little phone call. Felt nickel-and-dimed. "
     "The lawyer was friendly at least.", 4, "negative"),
])
def test_sentiment(text, rating, sentiment):
    assert Analyser(HVAC).analyse(text, rating)["sentiment"] == sentiment


def test_a_technician_named_bill_is_not_the_bill():
    entry = Analyser(HVAC).analyse("Bill and his helper were fantastic, and Dana Price was on time.", 5)
    assert "pricing" not in entry["aspects"] and entry["technicians"] == ["Bill Nakamura", "Dana Price"]
    assert "pricing" in Analyser(HVAC).analyse("The bill was twice the quote.", 1)["aspects"]


@pytest.mark.parametrize("business, text, services", [
    # Three look-alike services tie as the default of the criminal-defence words: none is credited.
    (LAW, "Acquitted on all counts.", []),
    (LAW, "Mr. Reyes got my DUI thrown out.", ["dui-defense"]),
    # "trust" is one stem in both labels; it is the head noun of only one.
    (ESTATE, "We hope we never need it, but it's nice knowing the trust is done right.", ["living-trust"]),
    # Being serviced names the maintenance service.
    (BOILERS, "Just had the boiler serviced, engineer friendly and efficient.", ["boiler-service"]),
    (BOILERS, "Our combi packed up and they had it running again in an hour.", ["boiler-repair"]),
    # A tune-up of the furnace is the tune-up; a broken furnace is the repair.
    (HVAC, "Priya did our annual furnace tune-up and explained what she checked.", ["tune-up"]),
    (HVAC, "The furnace died and they fixed it the same day.", ["furnace-repair"]),
])
def test_services(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("business, text, rating, aspect, polarity", [
    # The outcome is the work: a fix that lasted, a case won.
    (HVAC, "Furnace was short cycling. Haven't had a problem since.", 5, "quality_of_work", "positive"),
    (HVAC, "Tech swapped the capacitor and the new AC is ice cold.", 5, "quality_of_work", "positive"),
    (LAW, "Mr. Reyes got the charges dropped. Worth every penny.", 5, "quality_of_work", "positive"),
    # How quickly they answered or came, said without the usual words.
    (LAW, "Daniel answered every email within a day.", 5, "responsiveness", "positive"),
    (HVAC, "Called at 6, Bill was here in 40 minutes.", 5, "responsiveness", "positive"),
    (HVAC, "It took them nine days to come out with a baby in the house.", 1, "responsiveness", "negative"),
    # Honesty and manners: the upsell, the shrug.
    (HVAC, "The tech kept trying to sell us a whole new system. Another company fixed it for $300.", 1,
     "professionalism", "negative"),
    (HVAC, "He left a muddy track down the hallway and when I pointed it out he just shrugged.", 1,
     "professionalism", "negative"),
])
def test_aspect_cues(business, text, rating, aspect, polarity):
    assert Analyser(business).analyse(text, rating)["aspects"].get(aspect) == polarity


@pytest.mark.parametrize("text", [
    "Rosa clearly knew what she was doing with our slow shower drain.",  # "clearly": how sure, not how said
    "They wanted $450 to clear a bathtub drain.",
    "Jeff told me I needed a whole new furnace. Got a second opinion and it was a $40 flame sensor.",
    "He replaced every light fixture so I no longer fumble in the dark.",
])
def test_not_communication(text):
    assert "communication" not in Analyser(HVAC).analyse(text, 3)["aspects"]


def test_communication_said_plainly():
    for text in ("She explained everything clearly.", "He told us exactly what was wrong.",
                 "They kept us in the dark for weeks."):
        assert "communication" in Analyser(HVAC).analyse(text, 3)["aspects"], text


@pytest.mark.parametrize("business, text", [
    (HVAC, "Dana helped us pick a light fixture for the hall."),  # a fixture is not a fix
    (HVAC, "Dana was rude and dismissive on the phone."),  # dismissive is not a case dismissed
    (HVAC, "They won't answer the phone."),  # won't is not won
    (LAW, "They took my case and then basically disappeared."),  # taking a case is not its outcome
])
def test_not_quality_of_work(business, text):
    assert "quality_of_work" not in Analyser(business).analyse(text, 2)["aspects"]


def test_an_ev_charger_is_not_a_charge_and_honestly_is_not_honesty():
    hvac = Analyser(HVAC)
    assert "pricing" not in hvac.analyse("Tom installed our EV charger in the garage.", 5)["aspects"]
    assert "pricing" in hvac.analyse("They charged us twice for the same visit.", 1)["aspects"]
    assert "professionalism" not in hvac.analyse("Honestly the furnace runs fine now.", 5)["aspects"]
    assert "professionalism" in hvac.analyse("Bill was honest about what we needed.", 5)["aspects"]


def test_technical_knowledge_is_not_the_lawyer_nor_the_customers_confusion():
    law = Analyser(LAW)
    assert "technical_knowledge" not in law.analyse("The lawyer was checking his phone the whole time.", 1)["aspects"]
    assert "technical_knowledge" not in law.analyse("We honestly had no idea what we were doing.", 5)["aspects"]
    assert "technical_knowledge" in law.analyse("Daniel knows the law inside and out.", 5)["aspects"]


def test_a_legal_trust_is_not_trust_in_them():
    estate = Analyser(ESTATE)
    assert "professionalism" not in estate.analyse("Still waiting for the signed copies of our trust.", 2)["aspects"]
    assert "professionalism" not in estate.analyse("We were named co-trustees of the family trust.", 4)["aspects"]
    assert "professionalism" in estate.analyse("I trust them completely with our family's affairs.", 5)["aspects"]


def test_cant_fault_them_is_praise_even_under_a_mistaken_star():
    text = ("Can't fault Priya at all, she found the leak under the kitchen floor that two other firms had "
            "missed and sorted it the same day. Sorry meant to give five stars, pressed the wrong one on my phone!")
    assert Analyser(HVAC).analyse(text, 1)["sentiment"] == "positive"


def test_a_symptom_said_to_be_absent_names_no_job():
    plumber = Analyser({"categories": ["Plumber"], "technicians": [],
                        "services": [{"id": "leak-repair", "label": "Leak detection & repair"},
                                     {"id": "toilet", "label": "Toilet repair & installation"}]})
    assert plumber.analyse("Had Joy replace both toilets. Clean install, no wobble, no leaks.", 5)["services"] == ["toilet"]
    assert plumber.analyse("They found the leak behind the wall.", 5)["services"] == ["leak-repair"]


def test_an_upgrade_is_heard_as_one():
    electrician = Analyser({"categories": ["Electrician"], "technicians": [],
                            "services": [{"id": "panel-upgrade", "label": "Electrical panel upgrade"},
                                         {"id": "troubleshooting", "label": "Troubleshooting & repair"}]})
    assert "panel-upgrade" not in electrician.analyse("Found a loose neutral in the panel and fixed it.", 5)["services"]
    for text in ("We hired them to upgrade our panel.", "Swapped our old Federal Pacific box.",
                 "Fit a new consumer unit, very tidy."):
        assert "panel-upgrade" in electrician.analyse(text, 5)["services"], text


def test_a_duct_cleaning_is_heard_as_cleaning():
    hvac = Analyser({"categories": ["HVAC contractor"], "technicians": [],
                     "services": [{"id": "duct-cleaning", "label": "Duct cleaning"}]})
    assert hvac.analyse("Bill ran new ductwork through an impossible attic.", 5)["services"] == []
    assert hvac.analyse("Had the ducts cleaned, the before and after pics were gross.", 5)["services"] == ["duct-cleaning"]


def test_a_wreck_of_a_person_is_no_car_wreck():
    law = Analyser({"categories": ["Law firm"], "technicians": [],
                    "services": [{"id": "car-accident", "label": "Car accident claims"},
                                 {"id": "divorce", "label": "Divorce"}]})
    assert law.analyse("I was a wreck during my divorce and they were so kind.", 5)["services"] == ["divorce"]
    assert law.analyse("Rich fought hard for me after my wreck.", 5)["services"] == ["car-accident"]


@pytest.mark.parametrize("service, text", [
    ("drug-charges", "They got my son's possession charge into diversion."),
    ("assault-defense", "Good outcome on my assault charge."),
    ("expungement", "Got my record expunged so I can finally apply for nursing jobs."),
    ("dog-bite", "Our daughter was bitten by a loose dog at the park."),
    ("protective-order", "I needed a restraining order against my ex."),
])
def test_criminal_and_family_matters_in_customers_words(service, text):
    law = Analyser({"categories": ["Law firm"], "technicians": [], "services": [
        {"id": "drug-charges", "label": "Drug Charge Defense"}, {"id": "assault-defense", "label": "Assault Defense"},
        {"id": "expungement", "label": "Expungement"}, {"id": "dog-bite", "label": "Dog bite injuries"},
        {"id": "protective-order", "label": "Protective orders"}]})
    assert law.analyse(text, 5)["services"] == [service]


def test_the_one_upkeep_service_is_heard_in_upkeep_words():
    boilers = Analyser(BOILERS)
    assert boilers.analyse("Annual service done, in and out in 40 mins, very polite lad.", 5)["services"] == ["boiler-service"]
    assert boilers.analyse("Great service from start to finish.", 5)["services"] == []


@pytest.mark.parametrize("text, polarity", [
    # The fault a fix mends is the before, not how well it was done.
    ("Toilet kept running all night and driving us nuts, fixed in 15 min.", "positive"),
    ("Pricey, but they actually fixed the problem that two other plumbers couldn't figure out.", "positive"),
    # Unless the mending is denied or undone.
    ("They never fixed the leak.", "negative"),
    ("They fixed it and a week later it was leaking again.", "negative"),
])
def test_the_quality_of_a_fix_is_the_fix(text, polarity):
    assert Analyser(HVAC).analyse(text, 3)["aspects"]["quality_of_work"] == polarity


@pytest.mark.parametrize("text, polarity", [
    ("Great work, a bit pricey.", "negative"),
    ("The price was higher than I'd hoped but the install is really clean.", "negative"),
    ("Kyle put in our charger, but it was about $300 more than the other quote I had.", "negative"),
    ("Cost a bit more than expected but worth it.", "positive"),
    ("I was more than happy with the price.", "positive"),
])
def test_a_price_said_to_be_too_high_is_a_complaint(text, polarity):
    assert Analyser(HVAC).analyse(text, 4)["aspects"]["pricing"] == polarity


@pytest.mark.parametrize("text", [
    "Fixed the leak on our supply line and spotted a corroded valve we had no idea about.",
    "Two other companies couldn't figure it out. Rosa traced it to a bad sensor.",
    "He found a loose neutral that two other electricians missed.",
])
def test_finding_the_fault_is_know_how(text):
    assert Analyser(HVAC).analyse(text, 5)["aspects"]["technical_knowledge"] == "positive"


@pytest.mark.parametrize("text, polarity", [
    ("Breaker kept tripping after they 'fixed' it. Paid $275 for nothing.", "negative"),
    ("She had it fixed before dinner for less than $300 total.", "positive"),
    ("It's running fine.", "positive"),
])
def test_a_fix_in_scare_quotes_or_for_less_is_no_fix(text, polarity):
    assert Analyser(HVAC).analyse(text, 3)["aspects"]["quality_of_work"] == polarity


@pytest.mark.parametrize("text, aspect, polarity", [
    ("Good work, a little late.", "punctuality", "negative"),
    ("Good job on the lighting. Took a couple weeks to get on their schedule.", "responsiveness", "negative"),
    ("Rich knows his stuff but I always felt like I had to drag information out of him.", "communication",
     "negative"),
    ("Great guy, never late once.", "punctuality", "positive"),
    ("She always gave me a straight answer.", "communication", "positive"),
])
def test_a_failing_said_in_so_many_words_is_a_complaint(text, aspect, polarity):
    assert Analyser(HVAC).analyse(text, 4)["aspects"][aspect] == polarity


@pytest.mark.parametrize("text", [
    "The insurance company offered me $2,000. Joy settled it for $18,500.",  # what the case won
    "My son's father is finally paying for his upkeep.",
    "The EV charger keeps tripping. The car charges fine at my office.",
])
def test_not_pricing(text):
    assert "pricing" not in Analyser(LAW).analyse(text, 5)["aspects"]


def test_fitted_is_installed():
    boilers = Analyser({"categories": ["Plumber", "Heating Contractor"], "technicians": [],
                        "services": [{"id": "boiler-installation", "label": "Boiler Installation"},
                                     {"id": "boiler-repair", "label": "Boiler Repair"}]})
    assert boilers.analyse("Geoff fitted our new Worcester Bosch combi last week.", 5)["services"] == ["boiler-installation"]
    assert boilers.analyse("Geoff fixed our boiler, it had died overnight.", 5)["services"] == ["boiler-repair"]


def test_the_upkeep_service_is_the_one_whose_label_says_upkeep():
    hvac = Analyser({"categories": ["HVAC contractor"], "technicians": [], "services": [
        {"id": "ac-repair", "label": "AC Repair"}, {"id": "furnace-repair", "label": "Furnace Repair"},
        {"id": "tune-up", "label": "Seasonal Maintenance & Tune-Ups"}, {"id": "heat-pump", "label": "Heat Pump Service"}]})
    assert hvac.analyse("Furnace and AC both get serviced every fall and spring.", 5)["services"] == ["tune-up"]
