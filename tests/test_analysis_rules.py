"""Single rules of the analyser, each on the sentence that made us write it (the labelled sets in
tests/insights_eval measure them all together; these say which rule broke)."""
import functools
import json
import os
import pathlib
import re
import subprocess
import sys

import pytest

from reviewsd.insights import analyse, aspects, facts, fastre, sentiment, services, text, textmodel
from reviewsd.insights.analyse import IRONIC
from reviewsd.insights.areas import Areas
from reviewsd.insights.text import clauses


@functools.lru_cache(maxsize=None)
def _built(business: str, models: bool) -> analyse.Analyser:
    return analyse.Analyser(json.loads(business), models=models)


def Analyser(business: dict, models: bool = True) -> analyse.Analyser:  # noqa: N802 (stands in for the class)
    """The analyser of a business, built once for the module: building one (its services' and places' patterns,
    about 50 ms) costs twenty analyses, and most tests here share their business with others. (Safe to share: an
    analyser keeps nothing of what it has read, and the models it asks are looked up at each call, as monkeypatch
    replaces them.)"""
    return _built(json.dumps(business, sort_keys=True), models)

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
BOILER_FITTER = {"categories": ["Plumber", "Heating Contractor"], "technicians": [],
                 "services": [{"id": "boiler-installation", "label": "Boiler Installation"},
                              {"id": "boiler-repair", "label": "Boiler Repair"}]}
PLUMBER = {"categories": ["Plumber"], "technicians": [],
           "services": [{"id": "leak-repair", "label": "Leak detection & repair"},
                        {"id": "toilet", "label": "Toilet repair & installation"}]}
ELECTRICIAN = {"categories": ["Electrician"], "technicians": [],
               "services": [{"id": "panel-upgrade", "label": "Electrical panel upgrade"},
                            {"id": "troubleshooting", "label": "Troubleshooting & repair"}]}
HVAC_UPKEEP = {"categories": ["HVAC contractor"], "technicians": [], "services": [
    {"id": "ac-repair", "label": "AC Repair"}, {"id": "furnace-repair", "label": "Furnace Repair"},
    {"id": "tune-up", "label": "Seasonal Maintenance & Tune-Ups"}, {"id": "heat-pump", "label": "Heat Pump Service"},
    {"id": "duct-cleaning", "label": "Duct cleaning"}]}
FAMILY_AND_CRIME = {"categories": ["Law firm"], "technicians": [], "services": [
    {"id": "drug-charges", "label": "Drug Charge Defense"}, {"id": "assault-defense", "label": "Assault Defense"},
    {"id": "expungement", "label": "Expungement"}, {"id": "dog-bite", "label": "Dog bite injuries"},
    {"id": "protective-order", "label": "Protective orders"}, {"id": "car-accident", "label": "Car accident claims"},
    {"id": "divorce", "label": "Divorce"}]}

FAMILY_LAW = {"categories": ["Family Law Attorney"], "technicians": [], "services": [
    {"id": "divorce", "label": "Divorce"}, {"id": "child-support", "label": "Child Support"},
    {"id": "restraining-orders", "label": "Restraining Orders"}, {"id": "property-division", "label": "Property Division"},
    {"id": "modifications", "label": "Post-Judgment Modifications"}, {"id": "prenup", "label": "Prenuptial Agreements"}]}
AU_ELECTRICIAN = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "switchboard", "label": "Switchboard Upgrades"}, {"id": "safety-switch", "label": "Safety Switch Installation"},
    {"id": "lighting", "label": "LED Lighting"}, {"id": "solar", "label": "Solar & Battery Connection"},
    {"id": "smoke-alarms", "label": "Smoke Alarm Compliance"}, {"id": "faults", "label": "Fault Finding & Repairs"}]}
INJURY = {"categories": ["Personal Injury Attorney"], "technicians": [], "services": [
    {"id": "car-accidents", "label": "Car Accident Claims"}, {"id": "truck-accidents", "label": "Truck Accident Claims"},
    {"id": "dog-bites", "label": "Dog Bite Injuries"}]}
UK_ELECTRICIAN = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "consumer-unit", "label": "Consumer Unit (Fuse Box) Upgrades"}, {"id": "eicr", "label": "EICR Certificates"},
    {"id": "ev-charger", "label": "EV Charger Installation"}, {"id": "sockets", "label": "Extra Sockets & Switches"}]}
CRIMINAL = {"categories": ["Criminal Defense Attorney"], "technicians": [], "services": [
    {"id": "criminal", "label": "Criminal Defense"}, {"id": "dui", "label": "DUI Defense"},
    {"id": "drug", "label": "Drug Charges"}, {"id": "domestic", "label": "Domestic Violence Defense"},
    {"id": "probation", "label": "Probation Violations"}, {"id": "theft", "label": "Theft & Shoplifting"},
    {"id": "traffic", "label": "Traffic Tickets"}]}
AU_AIRCON = {"categories": ["Air Conditioning Contractor"], "technicians": [], "services": [
    {"id": "ducted", "label": "Ducted Reverse Cycle Air Conditioning"}, {"id": "evaporative", "label": "Evaporative Cooling"},
    {"id": "repairs", "label": "Air Conditioning Repairs"}, {"id": "apartments", "label": "Apartment & Strata Installations"}]}
ATLANTA_IMMIGRATION = {"categories": ["Immigration Attorney", "Law Firm"], "technicians": [], "services": [
    {"id": "family", "label": "Family Petitions & Marriage Green Cards"}, {"id": "fiance", "label": "K-1 Fiancé(e) Visas"},
    {"id": "citizenship", "label": "Naturalization & U.S. Citizenship"},
    {"id": "removal", "label": "Deportation & Removal Defense"}]}
ELECTRICIAN_WHO_REPAIRS = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "repairs", "label": "Electrical Troubleshooting & Repairs"},
    {"id": "outlets", "label": "Outlet & Switch Installation"}, {"id": "lighting", "label": "Lighting Installation"},
    {"id": "generator", "label": "Generator Installation"}]}
# An air conditioning firm that supplies ducted systems, installs splits, and repairs and services what it installs.
AC_SUPPLIER = {"categories": ["Air Conditioning Contractor", "HVAC Contractor"], "technicians": [], "services": [
    {"id": "ducted", "label": "Ducted Reverse Cycle Air Conditioning"},
    {"id": "split", "label": "Split System Supply & Install"},
    {"id": "repairs", "label": "Air Conditioner Repairs & Breakdowns"},
    {"id": "servicing", "label": "Air Con Servicing & Deep Cleaning"}]}
IMMIGRATION = {"categories": ["Immigration Attorney"], "technicians": [], "services": [
    {"id": "green-card", "label": "Green Cards"}, {"id": "family", "label": "Family Petitions"},
    {"id": "citizenship", "label": "Citizenship & Naturalization"}, {"id": "removal", "label": "Deportation Defense"},
    {"id": "immigration", "label": "Immigration Law"}]}
EMPLOYMENT = {"categories": ["Employment Lawyer"], "technicians": [], "services": [
    {"id": "termination", "label": "Wrongful Termination"}, {"id": "severance", "label": "Severance Negotiation"},
    {"id": "wages", "label": "Unpaid Wages & Overtime"}, {"id": "employment", "label": "Employment Law"}]}
TORONTO = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "knob-and-tube", "label": "Knob and Tube Replacement"}, {"id": "esa", "label": "ESA Permits & Inspections"},
    {"id": "hot-tub", "label": "Hot Tub & Pool Wiring"}]}
BUSINESS = {"categories": ["Business Attorney"], "technicians": [], "services": [
    {"id": "formation", "label": "LLC & Corporation Formation"}, {"id": "partnership", "label": "Partnership Disputes"},
    {"id": "collections", "label": "Collections"}, {"id": "business", "label": "Business Law"}]}
BANKRUPTCY = {"categories": ["Bankruptcy Attorney"], "technicians": [], "services": [
    {"id": "chapter-7", "label": "Chapter 7 Bankruptcy"}, {"id": "chapter-13", "label": "Chapter 13 Bankruptcy"},
    {"id": "foreclosure", "label": "Foreclosure Defense"}, {"id": "garnishment", "label": "Wage Garnishment"}]}
REAL_ESTATE = {"categories": ["Real Estate Attorney"], "technicians": [], "services": [
    {"id": "closing", "label": "Residential Closings"}, {"id": "eviction", "label": "Evictions"},
    {"id": "deposit", "label": "Security Deposit Disputes"}, {"id": "real-estate", "label": "Real Estate Law"}]}
CRIMINAL_GA = {"categories": ["Criminal Defense Attorney"], "technicians": [], "services": [
    {"id": "dui", "label": "DUI Defense"}, {"id": "assault", "label": "Assault & Domestic Violence Defense"},
    {"id": "probation", "label": "Probation Violations"}, {"id": "als", "label": "License Suspension (ALS) Hearings"},
    {"id": "traffic", "label": "Traffic Tickets"}]}
CRIMINAL_PA = {"categories": ["Criminal Justice Attorney"], "technicians": [], "services": [
    {"id": "theft", "label": "Theft & Retail Theft"}, {"id": "guns", "label": "Gun & Firearm Charges"},
    {"id": "assault", "label": "Assault & Violent Crimes"}, {"id": "expungement", "label": "Expungement & Record Sealing"},
    {"id": "probation", "label": "Probation & Parole Violations"}]}
PLUMBER_DRAINS = {"categories": ["Plumber"], "technicians": [], "services": [
    {"id": "drains", "label": "Drain Cleaning"}, {"id": "water-heater", "label": "Water Heaters"},
    {"id": "leak", "label": "Leak Repair"}]}
HOT_WATER = {"categories": ["Plumber"], "technicians": [], "services": [
    {"id": "water-heater", "label": "Water Heater Repair"}, {"id": "leak", "label": "Leak Detection & Repair"}]}
REFRIGERATION = {"categories": ["Commercial Refrigeration Service", "HVAC Contractor"], "technicians": [], "services": [
    {"id": "walk-in", "label": "Walk-In Cooler & Freezer Repair"}, {"id": "ice", "label": "Ice Machine Repair & Cleaning"},
    {"id": "rtu", "label": "Rooftop Unit (RTU) Repair & Service"}, {"id": "ac-repair", "label": "Residential AC Repair"},
    {"id": "ac-new", "label": "AC Replacement & New Installs"}]}
VETERANS = {"categories": ["Veterans Benefits Attorney"], "technicians": [], "services": [
    {"id": "claims", "label": "VA Disability Compensation Claims"}, {"id": "appeals", "label": "VA Appeals & Board Hearings"},
    {"id": "increase", "label": "Disability Rating Increases"}, {"id": "tdiu", "label": "TDIU (Individual Unemployability)"},
    {"id": "discharge", "label": "Military Discharge Upgrades"}, {"id": "dic", "label": "DIC & Survivor Benefits"}]}
CONVEYANCING = {"categories": ["Solicitor", "Conveyancing Service"], "technicians": [], "services": [
    {"id": "purchase", "label": "Residential Purchases"}, {"id": "sale", "label": "Residential Sales"},
    {"id": "btl", "label": "Buy-to-Let Conveyancing"}, {"id": "equity", "label": "Transfer of Equity"}]}
OIL_AND_GAS = {"categories": ["Heating Engineer", "Plumber"], "technicians": [], "services": [
    {"id": "servicing", "label": "Oil & Gas Boiler Servicing"}, {"id": "repairs", "label": "Boiler Breakdowns & Repairs"},
    {"id": "conversion", "label": "Oil to Gas Conversions"}, {"id": "rads", "label": "Radiators & Power Flushing"},
    {"id": "plumbing", "label": "General Plumbing & Leaks"}]}
LAND_USE = {"categories": ["Land Use Attorney"], "technicians": [], "services": [
    {"id": "zoning", "label": "Zoning Variances"}, {"id": "subdivision", "label": "Subdivision Approvals"},
    {"id": "servicing", "label": "Permit Servicing & Monitoring"}, {"id": "cup", "label": "Conditional Use Permits (CUP)"}]}
GAS_FITTER = {"categories": ["Plumber"], "technicians": [], "services": [
    {"id": "outdoor-gas", "label": "Outdoor Kitchen Gas Lines"}, {"id": "leaks", "label": "Gas Leak Repair"}]}
WELLS = {"categories": ["Plumber", "Well Pump Contractor"], "technicians": [], "services": [
    {"id": "pump", "label": "Well Pump Repair & Replacement"}, {"id": "tank", "label": "Pressure Tank Installation"},
    {"id": "test", "label": "Well Water Testing"}]}
NEGLIGENCE = {"categories": ["Personal Injury Lawyer"], "technicians": [], "services": [
    {"id": "med", "label": "Medical Negligence Claims"}, {"id": "rta", "label": "Road Traffic Accident Claims"},
    {"id": "fatal", "label": "Fatal Accident Claims"}]}
HEATING = {"categories": ["Heating Contractor", "Gas Engineer"], "technicians": [], "services": [
    {"id": "repair", "label": "Boiler Repairs & Breakdowns"}, {"id": "underfloor", "label": "Underfloor Heating"}]}
HEATING_FIRM = {"categories": ["Heating Contractor", "Gas Engineer", "Boiler Repair Service"], "technicians": [],
                "services": [{"id": "repair", "label": "Boiler Repairs & Breakdowns"},
                             {"id": "service", "label": "Annual Boiler Service"},
                             {"id": "flush", "label": "Central Heating Powerflush"},
                             {"id": "underfloor", "label": "Underfloor Heating"}]}
DISABILITY = {"categories": ["Social Security Disability Attorney"], "technicians": [], "services": [
    {"id": "ssi", "label": "SSI Claims"}, {"id": "alj", "label": "ALJ Hearing Representation"},
    {"id": "appeal", "label": "Denied Claim Appeals"}]}
CONTRACTS = {"categories": ["Business Attorney", "Contract Attorney"], "technicians": [], "services": [
    {"id": "sale", "label": "Buying or Selling a Business"},
    {"id": "restrictive", "label": "Employment Agreements & Non-Competes"},
    {"id": "drafting", "label": "Contract Drafting & Review"},
    {"id": "partnership", "label": "Partnership & Operating Agreements"}]}
CANADA_IMMIGRATION = {"categories": ["Immigration Attorney"], "technicians": [], "services": [
    {"id": "ee", "label": "Express Entry Applications"}, {"id": "work", "label": "Work Permits & LMIA"},
    {"id": "study", "label": "Study Permits"}, {"id": "appeals", "label": "Immigration Appeals & Judicial Review"}]}
FOR_CHARGES = {"categories": ["Criminal Defense Attorney"], "technicians": [], "services": [
    {"id": "dui", "label": "Defense for DUI Charges"}, {"id": "drugs", "label": "Defense for Drug Charges"},
    {"id": "criminal", "label": "Criminal Defense"}]}
REMODELER = {"categories": ["Remodeler"], "technicians": [], "services": [
    {"id": "basement", "label": "Basement Finishing"}, {"id": "kitchen", "label": "Kitchen Remodels"}]}
ELDER_LAW = {"categories": ["Estate Planning Attorney", "Elder Law Attorney"], "technicians": [], "services": [
    {"id": "wills", "label": "Wills & Living Trusts"}, {"id": "trust-admin", "label": "Trust Administration"},
    {"id": "va", "label": "VA Pension Planning"}, {"id": "litigation", "label": "Estate & Trust Litigation"}]}
SOLAR = {"categories": ["Solar Energy Contractor", "Electrician"], "technicians": [], "services": [
    {"id": "solar-install", "label": "Solar Panel Installation"}, {"id": "battery", "label": "Home Battery Installation"},
    {"id": "inverter", "label": "Inverter Repair & Replacement"}, {"id": "cleaning", "label": "Solar Panel Cleaning"}]}
ROAD_INJURY = {"categories": ["Personal Injury Attorney", "Truck Accident Lawyer"], "technicians": [], "services": [
    {"id": "truck", "label": "Truck Accident Claims"}, {"id": "car", "label": "Car Accident Injuries"},
    {"id": "bike", "label": "Pedestrian & Bicycle Accidents"}, {"id": "uninsured", "label": "Uninsured Motorist Claims"}]}
GAS_ENGINEER = {"categories": ["Gas Engineer"], "technicians": [], "services": [
    {"id": "cp12", "label": "Landlord Gas Safety Certificates"}, {"id": "boiler", "label": "Boiler Repair"}]}
BACKFLOW = {"categories": ["Plumber", "Backflow Testing Service"], "technicians": [], "services": [
    {"id": "testing", "label": "Annual Backflow Testing & Certification"},
    {"id": "grease", "label": "Grease Trap Installation, Pumping & Maintenance"}]}
IP_LAW = {"categories": ["Trademark Attorney"], "technicians": [], "services": [
    {"id": "tm", "label": "Trademark Search & Registration"}, {"id": "cd", "label": "Cease & Desist Letters"},
    {"id": "dmca", "label": "DMCA Takedown Notices"}]}
EDUCATION_LAW = {"categories": ["Special Education Lawyer"], "technicians": [], "services": [
    {"id": "iep", "label": "IEP Meetings & Advocacy"}, {"id": "504", "label": "Section 504 Plans"}]}
HEAT_PUMPS = {"categories": ["Heating Contractor", "Heat Pump Installer"], "technicians": [], "services": [
    {"id": "ashp", "label": "Air Source Heat Pump Installation"}, {"id": "combi", "label": "Combi Boiler Installation"},
    {"id": "boiler-service", "label": "Annual Boiler Servicing"}, {"id": "boiler-repair", "label": "Boiler Repairs"},
    {"id": "flush", "label": "Power Flushing"}, {"id": "hp-service", "label": "Heat Pump Servicing"},
    {"id": "controls", "label": "Smart Thermostats & Heating Controls"}]}
SEPTIC = {"categories": ["Septic System Service", "Drainage Service"], "technicians": [], "services": [
    {"id": "pumping", "label": "Septic Tank Pumping"}, {"id": "field", "label": "Leach Field Repair"},
    {"id": "risers", "label": "Septic Riser Installation"}, {"id": "jetting", "label": "Hydro Jetting"},
    {"id": "drains", "label": "Drain Cleaning"}]}
COMP = {"categories": ["Workers Compensation Attorney"], "technicians": [], "services": [
    {"id": "claims", "label": "Workers' Compensation Claims"},
    {"id": "appeals", "label": "Denied Workers' Comp Claims & Appeals"},
    {"id": "third-party", "label": "Third-Party Workplace Injury Claims"},
    {"id": "ssdi", "label": "Social Security Disability (SSDI)"}, {"id": "hearings", "label": "Disability Hearings"}]}
TENANTS = {"categories": ["Landlord Tenant Attorney"], "technicians": [], "services": [
    {"id": "defense", "label": "Eviction Defense"}, {"id": "filings", "label": "Eviction Filings for Small Landlords"},
    {"id": "lease", "label": "Lease Review & Negotiation"}]}
HOUSING_COURT = {"categories": ["Real Estate Attorney", "Landlord-Tenant Attorney"], "technicians": [], "services": [
    {"id": "evictions", "label": "Evictions for Landlords"}, {"id": "tenants", "label": "Tenant Defense in Housing Court"},
    {"id": "hp", "label": "Repair (HP) Actions"}, {"id": "overcharge", "label": "Rent Stabilization & Overcharge Claims"}]}
FAMILY_UK = {"categories": ["Family Law Solicitor"], "technicians": [], "services": [
    {"id": "divorce", "label": "Divorce & Separation"}, {"id": "children", "label": "Child Arrangements Orders"},
    {"id": "money", "label": "Financial Settlements"}, {"id": "cohabitation", "label": "Cohabitation Disputes"},
    {"id": "protection", "label": "Non-Molestation & Occupation Orders"}]}
MALPRACTICE = {"categories": ["Medical Malpractice Attorney"], "technicians": [], "services": [
    {"id": "birth", "label": "Birth Injury Lawsuits"}, {"id": "cp", "label": "Cerebral Palsy & HIE Claims"},
    {"id": "surgical", "label": "Surgical Error Claims"}, {"id": "diagnosis", "label": "Misdiagnosis & Delayed Diagnosis"},
    {"id": "medication", "label": "Medication Errors"}, {"id": "nursing", "label": "Nursing Home Neglect & Abuse"},
    {"id": "free", "label": "Free Case Review"}]}
CRIMINAL_UK = {"categories": ["Solicitor", "Criminal Justice Attorney"], "technicians": [], "services": [
    {"id": "station", "label": "Police Station Advice & Representation"},
    {"id": "mags", "label": "Magistrates' Court Representation"}, {"id": "crown", "label": "Crown Court Defence"},
    {"id": "motoring", "label": "Motoring & Driving Offences"}, {"id": "fraud", "label": "Fraud & Financial Crime"},
    {"id": "bail", "label": "Bail Applications"}, {"id": "youth", "label": "Youth Court"}]}
BANKRUPTCY_OH = {"categories": ["Bankruptcy Attorney"], "technicians": [], "services": [
    {"id": "chapter-7", "label": "Chapter 7 Bankruptcy"}, {"id": "chapter-13", "label": "Chapter 13 Bankruptcy"},
    {"id": "foreclosure", "label": "Foreclosure Defense"}, {"id": "harassment", "label": "Creditor Harassment"},
    {"id": "settlement", "label": "Debt Negotiation & Settlement"}]}
BOSTON_HEATING = {"categories": ["Plumber", "Heating Contractor"], "technicians": [], "services": [
    {"id": "boiler-repair", "label": "Boiler Repair"}, {"id": "boiler-new", "label": "Boiler Replacement & Installation"},
    {"id": "frozen", "label": "Frozen & Burst Pipe Repair"}]}
DUBLIN_ELECTRICIAN = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "board", "label": "Fuse Board Upgrades"}, {"id": "intruder", "label": "Intruder Alarm Systems"},
    {"id": "smoke", "label": "Smoke & Heat Alarms"}, {"id": "faults", "label": "Electrical Fault Finding"}]}
CAPE_TOWN = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "db-board", "label": "DB Board Upgrades & Replacements"}, {"id": "solar", "label": "Solar PV Installation"},
    {"id": "geyser-electrical-repairs", "label": "Geyser Element & Thermostat Repairs"},
    {"id": "fault-finding", "label": "Electrical Fault Finding"}]}
WORKPLACE_AU = {"categories": ["Employment Attorney"], "technicians": [], "services": [
    {"id": "dismissal", "label": "Unfair Dismissal Claims"}, {"id": "wages", "label": "Underpayment of Wages"},
    {"id": "restraint", "label": "Restraint of Trade Clauses"}, {"id": "redundancy", "label": "Redundancy Advice"},
    {"id": "discrimination", "label": "Discrimination Claims"}, {"id": "protections", "label": "General Protections Claims"}]}
INJURY_MIAMI = {"categories": ["Personal Injury Attorney"], "technicians": [], "services": [
    {"id": "car", "label": "Car Accident Claims"}, {"id": "slip", "label": "Slip and Fall Injuries"},
    {"id": "truck", "label": "Truck & 18-Wheeler Accidents"}, {"id": "pedestrian", "label": "Pedestrian & Bicycle Accidents"}]}
VISAS_AU = {"categories": ["Immigration Lawyer"], "technicians": [], "services": [
    {"id": "partner", "label": "Partner Visas"}, {"id": "skilled", "label": "Skilled Migration (189/190/491)"},
    {"id": "employer", "label": "Employer Sponsored Visas"}, {"id": "appeals", "label": "Visa Refusal Appeals"},
    {"id": "student", "label": "Student Visas"}]}
# Trades the catalogue (trades.py) does not know.
POOLS = {"name": "Lakeside Pool Care", "categories": ["Pool Cleaning Service"], "technicians": [], "services": [
    {"id": "leak", "label": "Pool Leak Detection"}, {"id": "opening", "label": "Pool Opening & Closing"},
    {"id": "resurfacing", "label": "Pool Resurfacing"}, {"id": "acid", "label": "Acid Washing"},
    {"id": "returns", "label": "Equipment Returns"}, {"id": "heater-repair", "label": "Heater Repairs"},
    {"id": "heater-install", "label": "New Heater Installation"}, {"id": "uv-repair", "label": "UV Sterilizer Repairs"},
    {"id": "uv-install", "label": "New UV Sterilizer Installation"}]}
PESTS = {"name": "Bugs Away", "categories": ["Pest Control Service"], "technicians": [], "services": [
    {"id": "inspection", "label": "Termite Inspection"}, {"id": "treatment", "label": "Termite Treatment"}]}
HOME_MOVES = {"categories": ["Conveyancer", "Real Estate Attorney"], "technicians": [], "services": [
    {"id": "buying", "label": "Buying a Home"}, {"id": "selling", "label": "Selling a Home"},
    {"id": "freehold", "label": "Freehold Purchase & Enfranchisement"}]}
TENANT_RIGHTS = {"categories": ["Landlord-Tenant Attorney"], "technicians": [], "services": [
    {"id": "eviction", "label": "Eviction Defense"}, {"id": "deposit", "label": "Security Deposit Recovery"},
    {"id": "harassment", "label": "Tenant Harassment Claims"}]}
HEAT_AND_TANKS = {"categories": ["HVAC Contractor", "Plumber"], "technicians": [], "services": [
    {"id": "furnace-repair", "label": "Furnace Repair"}, {"id": "furnace-new", "label": "Furnace Installation"},
    {"id": "central-air", "label": "Central Air Conditioning Installation"},
    {"id": "heater-repair", "label": "Water Heater Repair"},
    {"id": "heater-new", "label": "Water Heater Installation"}, {"id": "filters", "label": "Water Filtration Systems"},
    {"id": "toilets", "label": "Toilet Repair & Replacement"}]}
ESTATES_AND_CARE = {"categories": ["Estate Planning Attorney", "Elder Law Attorney"], "technicians": [], "services": [
    {"id": "wills", "label": "Wills"}, {"id": "living-trusts", "label": "Revocable Living Trusts"},
    {"id": "special-needs", "label": "Special Needs Trusts"}]}
BANKRUPTCY_CHAPTERS = {"categories": ["Bankruptcy Attorney"], "technicians": [], "services": [
    {"id": "chapter-7", "label": "Chapter 7 Bankruptcy"}, {"id": "chapter-13", "label": "Chapter 13 Bankruptcy"}]}
COMP_CA = {"categories": ["Workers Compensation Attorney"], "technicians": [], "services": [
    {"id": "injury", "label": "Workplace Injury Claims"}, {"id": "td", "label": "Temporary Disability Payments"},
    {"id": "treatment", "label": "Medical Treatment Disputes"}, {"id": "back", "label": "Return to Work & Modified Duty"}]}
IMMIGRATION_ADVICE = {"categories": ["Immigration Attorney"], "technicians": [], "services": [
    {"id": "consultation", "label": "Immigration Consultation"}, {"id": "asylum", "label": "Asylum Applications"}]}
TRUSTS_FIRM = {"categories": ["Trusts & Estates Law Firm"], "technicians": [], "services": [
    {"id": "living-trusts", "label": "Revocable Living Trusts"}, {"id": "wills", "label": "Wills"},
    {"id": "special-needs", "label": "Special Needs Trusts"}]}
FAMILY_AU = {"categories": ["Family Law Attorney"], "technicians": [], "services": [
    {"id": "property", "label": "Property Settlement"}, {"id": "maintenance", "label": "Spousal Maintenance"},
    {"id": "divorce", "label": "Divorce Applications"}, {"id": "bfa", "label": "Binding Financial Agreements"}]}
HEAT_PUMP_FIRM = {"categories": ["HVAC Contractor"], "technicians": [], "services": [
    {"id": "heat-pump-repair", "label": "Heat Pump Repair"}, {"id": "furnace-repair", "label": "Furnace Repair"},
    {"id": "zoning", "label": "Zoning Systems"}]}
UK_HEATING = {"categories": ["Heating Contractor", "Gas Engineer"], "technicians": [], "services": [
    {"id": "boiler-new", "label": "New Boiler Installation"}, {"id": "underfloor", "label": "Underfloor Heating"}]}
INJURY_SCOT = {"categories": ["Personal Injury Solicitor"], "technicians": [], "services": [
    {"id": "rta", "label": "Road Traffic Accident Claims"}, {"id": "work", "label": "Accidents at Work"},
    {"id": "clinical", "label": "Clinical Negligence"}, {"id": "slips", "label": "Slips, Trips & Falls"},
    {"id": "cycling", "label": "Cycling Accident Claims"}]}
PLUMBER_GAS = {"categories": ["Plumber"], "technicians": [], "services": [
    {"id": "gas-leak", "label": "Gas Leak Detection & Repair"}, {"id": "leak", "label": "Leak Detection & Pipe Repair"}]}
LANDLORDS = {"categories": ["Landlord Attorney"], "technicians": [], "services": [
    {"id": "eviction", "label": "Evictions & Unlawful Detainer"}, {"id": "notices", "label": "3-Day, 30-Day & 60-Day Notices"},
    {"id": "deposit", "label": "Security Deposit Disputes"}]}
DEBT_RELIEF = {"categories": ["Bankruptcy Attorney"], "technicians": [], "services": [
    {"id": "chapter-7", "label": "Chapter 7 Bankruptcy"}, {"id": "chapter-13", "label": "Chapter 13 Bankruptcy"},
    {"id": "repo", "label": "Car Repossession"}, {"id": "negotiation", "label": "Debt Negotiation"}]}
DESERT_HVAC = {"categories": ["HVAC Contractor"], "technicians": [], "services": [
    {"id": "ac-repair", "label": "AC Repair"}, {"id": "ducts", "label": "Ductwork Repair & Replacement"},
    {"id": "insulation", "label": "Attic Insulation"}]}
GAS_AU = {"categories": ["Plumber", "Gas Fitter"], "technicians": [], "services": [
    {"id": "gas-leak", "label": "Gas Leak Detection & Repair"}, {"id": "backflow", "label": "Backflow Prevention Testing"}]}
WILLS_AU = {"categories": ["Wills and Estates Lawyer"], "technicians": [], "services": [
    {"id": "wills", "label": "Wills"}, {"id": "poa", "label": "Powers of Attorney"},
    {"id": "provision", "label": "Family Provision Claims"}]}
OLD_HOUSES = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "knob", "label": "Knob and Tube Replacement"}, {"id": "hot-tub", "label": "Hot Tub & Pool Wiring"}]}
HEAT_PUMPS_KC = {"categories": ["HVAC Contractor"], "technicians": [], "services": [
    {"id": "heat-pumps", "label": "Heat Pump Installation & Service"}, {"id": "mini-splits", "label": "Ductless Mini-Splits"},
    {"id": "furnace-repair", "label": "Furnace Repair"}, {"id": "ac-repair", "label": "AC Repair"}]}
MOTORING_UK = {"categories": ["Solicitor", "Motoring Offence Solicitor"], "technicians": [], "services": [
    {"id": "speeding", "label": "Speeding"}, {"id": "totting", "label": "Totting Up Bans"},
    {"id": "no-insurance", "label": "No Insurance"}, {"id": "identify", "label": "Failing to Identify the Driver"},
    {"id": "phone", "label": "Mobile Phone Offences"}]}
SSD_STAGES = {"categories": ["Social Security Disability Attorney"], "technicians": [], "services": [
    {"id": "recon", "label": "Reconsideration Appeals"}, {"id": "council", "label": "Appeals Council Review"},
    {"id": "overpayment", "label": "Overpayment Appeals"}, {"id": "cdr", "label": "Continuing Disability Reviews"}]}
SEPTIC_AND_TANKS = {"categories": ["Septic System Service", "Plumber", "HVAC Contractor"], "technicians": [], "services": [
    {"id": "field", "label": "Drain Field Repair"}, {"id": "drains", "label": "Drain Cleaning"},
    {"id": "rental", "label": "Water Heater Rentals"}]}
SECURITY_IE = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "alarms", "label": "Intruder Alarms"}, {"id": "cctv", "label": "CCTV Systems"}]}
PROBATE_TX = {"categories": ["Estate Planning Attorney", "Probate Lawyer"], "technicians": [], "services": [
    {"id": "heirship", "label": "Heirship Proceedings"}, {"id": "muniment", "label": "Muniment of Title"},
    {"id": "guardianship", "label": "Guardianship"}]}
IMMIGRATION_CA = {"categories": ["Immigration Attorney"], "technicians": [], "services": [
    {"id": "spousal", "label": "Spousal & Common-Law Sponsorship"},
    {"id": "pr", "label": "Permanent Residence (Express Entry & PNP)"},
    {"id": "visitor", "label": "Visitor Visas & Extensions"}, {"id": "work", "label": "Work Permits & LMIA"}]}
INJURY_QLD = {"categories": ["Personal Injury Lawyer"], "technicians": [], "services": [
    {"id": "workcover", "label": "WorkCover Claims"}, {"id": "common-law", "label": "Common Law Claims"},
    {"id": "mva", "label": "Motor Vehicle Accidents"}]}
BACKFLOW_AND_GAS = {"categories": ["Plumber", "Gas Fitter"], "technicians": [], "services": [
    {"id": "gas-leak", "label": "Gas Leak Detection & Repair"}, {"id": "backflow", "label": "Backflow Testing"}]}
GENERAL_PRACTICE = {"categories": ["Law Firm"], "technicians": [], "services": [
    {"id": "phone", "label": "Mobile Phone Offences"}, {"id": "contest", "label": "Contested Wills"},
    {"id": "probate", "label": "Probate"}, {"id": "council", "label": "Appeals Council Review"},
    {"id": "overpayment", "label": "Overpayment Appeals"}, {"id": "deposit", "label": "Security Deposit Disputes"}]}
CONVEYANCING_NSW = {"categories": ["Conveyancer", "Real Estate Attorney"], "technicians": [], "services": [
    {"id": "buying", "label": "Buying a Property"}, {"id": "selling", "label": "Selling a Property"},
    {"id": "off-plan", "label": "Off-the-Plan Purchases"}, {"id": "strata", "label": "Strata Reports & Disputes"},
    {"id": "caveats", "label": "Caveats & Property Disputes"}]}
OIL_HEATING = {"categories": ["Heating Contractor", "Heating Oil Supplier"], "technicians": [], "services": [
    {"id": "repair", "label": "Oil Boiler Repair"}, {"id": "oil", "label": "Heating Oil Delivery"}]}
SOLAR_AND_REPAIRS = {"categories": ["Solar Energy Contractor", "Electrician"], "technicians": [], "services": [
    {"id": "install", "label": "Solar Panel Installation"}, {"id": "battery", "label": "Home Battery Storage"},
    {"id": "ev", "label": "EV Charger Installation"}, {"id": "solar-repair", "label": "Solar Repair & Maintenance"}]}
DUI_CO = {"categories": ["Criminal Defense Attorney", "DUI Lawyer"], "technicians": [], "services": [
    {"id": "dui", "label": "DUI & DWAI Defense"}, {"id": "dmv", "label": "DMV Express Consent Hearings"},
    {"id": "drug", "label": "Drug Crime Defense"}, {"id": "traffic", "label": "Traffic Offenses & License Suspension"}]}
CONVEYANCING_ENGLAND = {"categories": ["Conveyancing Solicitor"], "technicians": [], "services": [
    {"id": "purchase", "label": "Residential Purchase Conveyancing"},
    {"id": "sale", "label": "Residential Sale Conveyancing"}, {"id": "remortgage", "label": "Remortgage Conveyancing"},
    {"id": "lease", "label": "Lease Extensions"}, {"id": "freehold", "label": "Freehold Purchase & Enfranchisement"}]}
BOILERS_AND_HEATING = {"categories": ["Heating Contractor", "Gas Engineer"], "technicians": [], "services": [
    {"id": "boiler-new", "label": "Boiler Installation"}, {"id": "boiler-repair", "label": "Boiler Repair & Breakdowns"},
    {"id": "central-heating", "label": "Central Heating Installation"}]}
AC = {"categories": ["HVAC Contractor"], "technicians": [], "services": [
    {"id": "ac-repair", "label": "Air Conditioning Repair"}, {"id": "ac-new", "label": "AC Installation"}]}
DRAINS = {"categories": ["Drain Cleaning Service", "Sewer Contractor"], "technicians": [], "services": [
    {"id": "drains", "label": "Drain Cleaning"}, {"id": "sewer-new", "label": "Sewer Line Replacement"}]}
INJURY_AND_WORK = {"categories": ["Personal Injury Attorney"], "technicians": [], "services": [
    {"id": "slip", "label": "Slip and Fall Injuries"}, {"id": "work", "label": "Workplace Injuries"}]}
TENANTS_SF = {"categories": ["Tenant Attorney", "Landlord-Tenant Law Firm"], "technicians": [], "services": [
    {"id": "eviction", "label": "Eviction Defense"}, {"id": "deposits", "label": "Security Deposit Recovery"},
    {"id": "buyouts", "label": "Tenant Buyout Negotiations"}, {"id": "wrongful", "label": "Wrongful Eviction Claims"}]}
CLOSINGS_MA = {"categories": ["Real Estate Attorney", "Closing Attorney"], "technicians": [], "services": [
    {"id": "buyer", "label": "Buyer Closings"}, {"id": "seller", "label": "Seller Representation"},
    {"id": "refi", "label": "Refinance Closings"}, {"id": "pns", "label": "Purchase & Sale Agreement Review"}]}
DUCTS = {"categories": ["HVAC Contractor"], "technicians": [], "services": [
    {"id": "duct-cleaning", "label": "Air Duct Cleaning"}, {"id": "duct-repair", "label": "Ductwork Repair & Sealing"}]}
PLUMBING_NZ = {"categories": ["Plumber", "Drainage Service"], "technicians": [], "services": [
    {"id": "blocked", "label": "Blocked Drains"}, {"id": "drain-repairs", "label": "Drain Repairs & Relining"},
    {"id": "gasfitting", "label": "Gasfitting"}, {"id": "backflow", "label": "Backflow Prevention & Testing"}]}
EMPLOYMENT_LA = {"categories": ["Employment Attorney", "Law Firm"], "technicians": [], "services": [
    {"id": "wages", "label": "Unpaid Wages & Overtime"}, {"id": "termination", "label": "Wrongful Termination"},
    {"id": "discrimination", "label": "Workplace Discrimination"}, {"id": "harassment", "label": "Sexual Harassment"},
    {"id": "breaks", "label": "Meal & Rest Break Violations"},
    {"id": "accommodation", "label": "Disability Accommodation & Medical Leave"}]}
RENOVATIONS = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "heat-pump", "label": "Heat Pump Wiring"}, {"id": "reno", "label": "Renovation & Addition Wiring"}]}
WILLS_UK = {"categories": ["Solicitor", "Wills and Probate Solicitor"], "technicians": [], "services": [
    {"id": "will", "label": "Will Writing"}, {"id": "probate", "label": "Probate & Estate Administration"},
    {"id": "lpa", "label": "Lasting Powers of Attorney"}, {"id": "home", "label": "Home Visit Appointments"}]}
AC_AROUND_THE_CLOCK = {"categories": ["HVAC Contractor"], "technicians": [], "services": [
    {"id": "ac-repair", "label": "AC Repair"}, {"id": "emergency", "label": "24/7 Emergency AC Service"}]}
FAMILY_NEWCASTLE = {"categories": ["Family Law Solicitor", "Divorce Lawyer"], "technicians": [], "services": [
    {"id": "divorce", "label": "Divorce & Separation"}, {"id": "finances", "label": "Financial Settlements on Divorce"},
    {"id": "children", "label": "Child Arrangements Orders"}, {"id": "non-mol", "label": "Non-Molestation & Occupation Orders"},
    {"id": "maintenance", "label": "Child Maintenance Advice"}]}
COMP_IL = {"categories": ["Workers Compensation Attorney", "Personal Injury Attorney"], "technicians": [], "services": [
    {"id": "injury", "label": "Workplace Injury Claims"}, {"id": "denied", "label": "Denied Claim Appeals"},
    {"id": "ttd", "label": "Temporary Total Disability Benefits"}, {"id": "medical", "label": "Medical Treatment & Bills"},
    {"id": "permanent", "label": "Permanent Disability Claims"}, {"id": "third-party", "label": "Third-Party Injury Lawsuits"},
    {"id": "death", "label": "Work-Related Death Benefits"}]}
OIL_TO_ELECTRIC = {"categories": ["Heating Contractor", "HVAC Contractor"], "technicians": [], "services": [
    {"id": "conversion", "label": "Oil to Electric Conversion"}, {"id": "tank", "label": "Oil Tank Removal"},
    {"id": "furnace", "label": "Electric Furnace Installation"}]}
DWI_TX = {"categories": ["Criminal Justice Attorney", "DWI Attorney"], "technicians": [], "services": [
    {"id": "dwi", "label": "DWI Defense"}, {"id": "alr", "label": "ALR License Suspension Hearings"},
    {"id": "occupational", "label": "Occupational Driver's License"}, {"id": "drug", "label": "Drug Possession Defense"},
    {"id": "expunction", "label": "Expunction & Nondisclosure"}]}
AC_TWO_WAYS = {"categories": ["HVAC Contractor"], "technicians": [], "services": [
    {"id": "repair", "label": "Air Conditioning Repair"}, {"id": "install", "label": "AC Installation"}]}
TANKLESS = {"categories": ["Plumber"], "technicians": [], "services": [
    {"id": "repair", "label": "Water Heater Repair"}, {"id": "tankless", "label": "Tankless Water Heater Installation"}]}
RENO_PLUMBING = {"categories": ["Plumber"], "technicians": [], "services": [
    {"id": "reno", "label": "Renovation Plumbing"}, {"id": "leak", "label": "Leak Repair"}]}
WILLS_AND_HOMES = {"categories": ["Solicitor"], "technicians": [], "services": [
    {"id": "conveyancing", "label": "Residential Conveyancing"}, {"id": "wills", "label": "Wills & Lasting Powers of Attorney"},
    {"id": "probate", "label": "Probate & Estate Administration"}, {"id": "home", "label": "Home Visits"}]}
CONVEYANCING_VIC = {"categories": ["Conveyancer", "Property Law Services"], "technicians": [], "services": [
    {"id": "buyers", "label": "Conveyancing For Buyers"}, {"id": "sellers", "label": "Conveyancing For Sellers"},
    {"id": "s32", "label": "Section 32 Vendor Statements"}, {"id": "contract", "label": "Contract Of Sale Review"},
    {"id": "off-plan", "label": "Off The Plan Purchases"},
    {"id": "transfer", "label": "Transfer Of Title (Family, Separation & Deceased Estates)"},
    {"id": "subdivision", "label": "Subdivisions"}]}
AIRCON_QLD = {"categories": ["Air Conditioning Contractor", "HVAC Contractor"], "technicians": [], "services": [
    {"id": "split", "label": "Split System Installation"}, {"id": "regas", "label": "Refrigerant Regas & Leak Repair"},
    {"id": "removal", "label": "Unit Removal & Relocation"}]}
INJURY_WA = {"categories": ["Personal Injury Attorney", "Law Firm"], "technicians": [], "services": [
    {"id": "car", "label": "Car Accident Claims"}, {"id": "motorcycle", "label": "Motorcycle Accidents"},
    {"id": "bicycle", "label": "Pedestrian & Bicycle Accidents"}, {"id": "death", "label": "Wrongful Death"}]}
HVAC_AND_MOLD = {"categories": ["HVAC contractor"], "technicians": [], "services": [
    {"id": "ac", "label": "AC Repair"}, {"id": "mold", "label": "Mold Removal"}, {"id": "ducts", "label": "Duct Cleaning"}]}
STAMP_DUTY = {"categories": ["Conveyancer", "Solicitor"], "technicians": [], "services": [
    {"id": "duty", "label": "Stamp Duty Advice"}, {"id": "conveyancing", "label": "Residential Conveyancing"}]}
OFF_GRID = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "off-grid", "label": "Off-Grid Solar"}, {"id": "panels", "label": "Panel Upgrades"},
    {"id": "solar", "label": "Solar Panel Installation"}]}
CONVEYANCING_SIDES = {"categories": ["Conveyancer", "Property Law Services"], "technicians": [], "services": [
    {"id": "buyers", "label": "Conveyancing For Buyers"}, {"id": "sellers", "label": "Conveyancing For Sellers"},
    {"id": "off-plan", "label": "Off The Plan Purchases"}, {"id": "commercial", "label": "Commercial Property Conveyancing"}]}
CONVEYANCING_QLD = {"categories": ["Conveyancer", "Property Lawyer"], "technicians": [], "services": [
    {"id": "buying", "label": "Residential Purchase Conveyancing"},
    {"id": "selling", "label": "Residential Sale Conveyancing"}, {"id": "off-plan", "label": "Off-the-Plan Purchases"},
    {"id": "commercial", "label": "Commercial Property Conveyancing"}]}
CONVEYANCING_MCR = {"categories": ["Solicitor", "Conveyancer"], "technicians": [], "services": [
    {"id": "purchase", "label": "Residential Purchase"}, {"id": "sale", "label": "Residential Sale"},
    {"id": "new-build", "label": "New Build Purchase"}, {"id": "right-to-buy", "label": "Right to Buy"}]}
HVAC_TULSA = {"categories": ["HVAC Contractor"], "technicians": [], "services": [
    {"id": "ac-repair", "label": "Air Conditioning Repair"}, {"id": "furnace-repair", "label": "Furnace & Heating Repair"},
    {"id": "new-system", "label": "New System Installation"}, {"id": "ductwork", "label": "Ductwork Repair & Sealing"},
    {"id": "thermostat", "label": "Smart Thermostat Installation"}]}
MALPRACTICE_FL = {"categories": ["Medical Malpractice Attorney"], "technicians": [], "services": [
    {"id": "er", "label": "Emergency Room Negligence"}, {"id": "diagnosis", "label": "Misdiagnosis & Delayed Diagnosis"},
    {"id": "birth", "label": "Birth Injuries"}, {"id": "medication", "label": "Medication Errors"},
    {"id": "death", "label": "Wrongful Death"}]}
REAL_ESTATE_BC = {"categories": ["Real Estate Lawyer"], "technicians": [], "services": [
    {"id": "conveyancing", "label": "Residential Conveyancing"}, {"id": "presale", "label": "Presale Contract Review"},
    {"id": "title", "label": "Title Transfers & Adding to Title"}, {"id": "leases", "label": "Commercial Leases"}]}
BANKRUPTCY_TN = {"categories": ["Bankruptcy Attorney"], "technicians": [], "services": [
    {"id": "chapter-7", "label": "Chapter 7 Bankruptcy"}, {"id": "chapter-13", "label": "Chapter 13 Bankruptcy"},
    {"id": "small-business", "label": "Small Business Bankruptcy (Subchapter V)"},
    {"id": "settlement", "label": "Debt Settlement"}]}
ELECTRICIAN_TO = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "repair", "label": "Electrical Troubleshooting & Repair"}, {"id": "panel", "label": "Electrical Panel Upgrades"},
    {"id": "circuits", "label": "Dedicated Circuits & Outlets"}]}
PLUMBER_SD = {"categories": ["Plumber"], "technicians": [], "services": [
    {"id": "drains", "label": "Drain Cleaning & Clog Removal"},
    {"id": "fixtures", "label": "Faucet & Fixture Repair / Installation"}]}
WILLS_NSW = {"categories": ["Estate Planning Lawyer", "Probate Lawyer"], "technicians": [], "services": [
    {"id": "wills", "label": "Wills"}, {"id": "trusts", "label": "Testamentary Trusts"},
    {"id": "provision", "label": "Family Provision Claims & Will Disputes"}]}
COMP_MO = {"categories": ["Workers Compensation Attorney"], "technicians": [], "services": [
    {"id": "claims", "label": "Workers' Compensation Claims"}, {"id": "appeals", "label": "Denied Claim Appeals"},
    {"id": "settlement", "label": "Settlement Negotiation"}]}
BANKRUPTCY_WA = {"categories": ["Bankruptcy Attorney"], "technicians": [], "services": [
    {"id": "chapter-7", "label": "Chapter 7 Bankruptcy"}, {"id": "foreclosure", "label": "Foreclosure Defense"},
    {"id": "settlement", "label": "Debt Settlement Negotiation"}, {"id": "student-loans", "label": "Student Loan Discharge"}]}
ELECTRICIAN_NZ = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "faults", "label": "Fault Finding & Repairs"}, {"id": "heat-pumps", "label": "Heat Pump Supply & Install"},
    {"id": "cylinders", "label": "Hot Water Cylinder Repairs"}, {"id": "switchboards", "label": "Switchboard Upgrades"}]}
AIRCON_SUNSHINE = {"categories": ["Air Conditioning Contractor"], "technicians": [], "services": [
    {"id": "split", "label": "Split System Installation"}, {"id": "repairs", "label": "Air Conditioning Repairs"}]}
CONVEYANCING_IE = {"categories": ["Solicitor", "Conveyancing Service"], "technicians": [], "services": [
    {"id": "buying", "label": "Buying a Home"}, {"id": "remortgage", "label": "Remortgage & Switching"}]}
WATER_HEATER_SALES = {"categories": ["Plumber"], "technicians": [], "services": [
    {"id": "water-heaters", "label": "Water Heater Sales & Installation"}, {"id": "drains", "label": "Drain Cleaning"},
    {"id": "pre-purchase", "label": "Pre-Purchase Plumbing Inspection"}]}
WHOLE_SYSTEMS = {"categories": ["HVAC Contractor"], "technicians": [], "services": [
    {"id": "ac-repair", "label": "AC Repair"}, {"id": "hvac-install", "label": "HVAC System Installation"}]}
HEAT_PUMP_WATER = {"categories": ["HVAC Contractor", "Plumber"], "technicians": [], "services": [
    {"id": "hp", "label": "Heat Pump Installation"}, {"id": "hpwh", "label": "Heat Pump Water Heater Installation"}]}
AIRCON_SYD = {"categories": ["Air Conditioning Contractor"], "technicians": [], "services": [
    {"id": "ducted", "label": "Ducted Air Conditioning"}, {"id": "repairs", "label": "Air Conditioning Repairs"}]}
CRIMINAL_TX = {"categories": ["Criminal justice attorney"], "technicians": [], "services": [
    {"id": "dui", "label": "DUI Defense"}, {"id": "expungement", "label": "Expungement"},
    {"id": "theft", "label": "Theft Charges"}]}
CIRCUITS = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "new-circuits", "label": "New Circuits"}, {"id": "repairs", "label": "Repairs & Troubleshooting"}]}
OLD_WIRING = {"categories": ["Electrician"], "technicians": [], "services": [
    {"id": "knob-and-tube", "label": "Knob and Tube Replacement"}, {"id": "reno", "label": "Renovation Wiring"}]}
COMP_PA = {"categories": ["Workers Compensation Attorney", "Lawyer"], "technicians": [], "services": [
    {"id": "injured", "label": "Injured at Work"}, {"id": "denied", "label": "Denied Claims"},
    {"id": "settlements", "label": "Workers' Comp Settlements"}, {"id": "disease", "label": "Occupational Disease"},
    {"id": "stopped", "label": "Stopped or Terminated Benefits"}]}
TAX = {"categories": ["Tax Attorney"], "technicians": [], "services": [
    {"id": "audit", "label": "IRS Audit Representation"}, {"id": "back-tax", "label": "Back Tax Resolution"},
    {"id": "oic", "label": "Offer in Compromise"}, {"id": "lien", "label": "Tax Lien Release"},
    {"id": "plan", "label": "IRS Installment Agreements"}, {"id": "unfiled", "label": "Unfiled Tax Returns"}]}
FAMILY_IE = {"categories": ["Family Law Solicitor"], "technicians": [], "services": [
    {"id": "judicial-separation", "label": "Judicial Separation"}, {"id": "custody-access", "label": "Custody & Access"},
    {"id": "maintenance", "label": "Child & Spousal Maintenance"},
    {"id": "domestic-violence", "label": "Domestic Violence & Barring Orders"}]}
DRAINS_NZ = {"categories": ["Plumber", "Drainlayer"], "technicians": [], "services": [
    {"id": "blocked-drains", "label": "Blocked Drains"}, {"id": "leak-repairs", "label": "Leak Detection & Repairs"},
    {"id": "bathroom-renovations", "label": "Bathroom Renovations"},
    {"id": "cctv-drain-inspections", "label": "CCTV Drain Inspections"}]}
ESTATES_AU = {"categories": ["Wills & Estates Law Firm"], "technicians": [], "services": [
    {"id": "wills", "label": "Wills"}, {"id": "probate", "label": "Probate Applications"},
    {"id": "estate-administration", "label": "Estate Administration"},
    {"id": "will-disputes", "label": "Will Disputes & Family Provision Claims"}]}
PROBATE_ONLY = {"categories": ["Estate Planning Lawyer"], "technicians": [], "services": [
    {"id": "wills", "label": "Wills"}, {"id": "probate", "label": "Probate"}]}
INJURY_UK = {"categories": ["Personal Injury Solicitor"], "technicians": [], "services": [
    {"id": "rta", "label": "Road Traffic Accident Claims"}, {"id": "work", "label": "Accidents at Work"},
    {"id": "medical", "label": "Medical Negligence Claims"}, {"id": "cycling", "label": "Cycling Accident Claims"},
    {"id": "cica", "label": "Criminal Injuries Compensation"}]}


@pytest.mark.parametrize("text, rating, sentiment", [
    # A verdict deferred is none yet; a fee arrangement's "no"s deny nothing; another firm's failings are
    # the story.
    ("Still ongoing, too early to say. Contact has been ok.", 5, "neutral"),
    ("Took it on no win no fee and kept me updated every couple of weeks.", 5, "positive"),
    ("Had a bad experience with one of those claims companies first, just got passed around call centres. "
     "Moved here and what a difference, she actually picks up her phone.", 5, "positive"),
    ("Oh brilliant, three years and they settle for less than the insurers offered. Cheers for nothing.", 1,
     "negative"),
    ("He told us we had a strong case, then said settle for nothing. Should have been honest with us from the "
     "start.", 1, "negative"),
    ("Won't go back to anyone else!", 5, "positive"),  # "wouldn't go back" is a complaint; this is loyalty
    # A complaint given as the reason for the one star withheld is conceded, at four stars or five only.
    ("Only 4 stars bc they were late. Great work otherwise, tidy and fair.", 4, "positive"),
    ("Good job on the EV charger, works fine. Only 4 stars because they came a day late with no call.", 4,
     "positive"),
    ("Knocked a star off for the wait. Otherwise brilliant work, tidy and fair.", 4, "positive"),
    ("Would have been five stars if anyone had answered the phone. Nice website though.", 1, "negative"),
    ("Tried some of the fixes they suggested, nothing worked.", 2, "negative"),  # not another party
    ("Got my work permit in under a month. Knows the system inside out. Minus one star because the office is "
     "impossible to reach by phone.", 4, "positive"),
    ("The only saving grace was the receptionist, who returned my calls. The lawyer never did.", 3, "negative"),
    # Stars called too many, a fault that persists, a price for a poor result.
    ("3 stars is generous. The contract they wrote got thrown out by a judge.", 3, "negative"),
    ("I was referred by a friend who loved them, but mine was the opposite. Rushed and careless.", 2, "negative"),
    ("Three stars because the guy was nice. But the softener still makes the water taste like a pool. $2k for "
     "that. Meh.", 3, "negative"),
    # A reviewer excusing the stars they withheld: the words are the verdict.
    ("Fixed the boiler quickly and left it tidy. I don't really do 5 stars for anyone though.", 3, "positive"),
    ("Fixed the leak in ten minutes. Would have been 5 stars but the call-out fee felt steep for ten minutes.", 4,
     "positive"),
    # Praise in scare quotes is sarcasm.
    ("Second time this year the kitchen line has clogged after they 'cleaned' it.", 2, "negative"),
    ("The 'free inspection' turned into a $2,100 quote for ductwork we don't need.", 2, "negative"),
    # A consolation is not the verdict.
    ("The wills are fine but they charged us for every little phone call. Felt nickel-and-dimed. "
     "The lawyer was friendly at least.", 4, "negative"),
    # "Can't fault" is praise, and a star the reviewer calls a slip does not decide.
    ("Can't fault Priya at all, she found the leak under the kitchen floor that two other firms had missed "
     "and sorted it the same day. Sorry meant to give five stars, pressed the wrong one on my phone!", 1, "positive"),
    # Complaints stated as facts: a bill above its quote, an arrival after the time promised (facts.py).
    ("Appointment was for 9, tech rolled up at 11:45. Quote on the phone was $150, final bill was $310.", 4,
     "negative"),
    ("Left without fixing anything and still charged us.", 5, "negative"),
    ("Quoted $800, final bill was $650. Great crew.", 5, "positive"),
    # Stars the reviewer excuses: the text is the verdict, and the excuse's praise is conceded.
    ("System works. That said: the install took 3 days instead of 1, the crew left drywall dust all over "
     "the hall, and I had to call 4 times to get the rebate paperwork. Four stars because the new unit "
     "itself is great.", 4, "negative"),
    # A bare "Great, thanks." closing a one-star review that praises nothing else is sarcasm; under four
    # stars after a complaint it is as often sincere.
    ("Standby generator never switched over during the outage. Their answer: a firmware update. Great, thanks.",
     1, "negative"),
    ("Skip was a little late but he replaced every outlet in the kitchen. Good job.", 4, "positive"),
    ("Booked a service, nobody turned up, nobody rang. Absolute joke.", 4, "negative"),
    # A complaint denied right before it is praise; the customer owning up is no complaint.
    ("Chase was very professional. Didn't try to sell us a whole new system. Will use again!", 1, "positive"),
    ("Showed up when they said they would, snaked the kitchen drain, explained what caused it (bacon grease, "
     "my bad) and the bill was reasonable.", 3, "positive"),
    # Three stars excused ("3 stars bc he was polite"): the complaints decide.
    ("Tech was nice. $189 diagnostic fee to tell me I needed a whole new unit. Got a second opinion and it "
     "was a $40 contactor. 3 stars bc he was polite I guess.", 3, "negative"),
    # Someone else's doing is the story; "3 stars is generous" says the stars overstate.
    ("Priya was amazing!! The last guy wired our hot tub with the wrong gauge wire. She redid it properly, "
     "explained exactly what went wrong and why.", 2, "positive"),
    ("3 stars is generous. They missed that the deed was never recorded and the closing slipped two months.", 3,
     "negative"),
    ("Carlo said he'd be back Thursday to finish the shower valve and never showed. Had to call the office 4 "
     "times to get him rescheduled. The work he did do looks good, I'll say that much.", 3, "negative"),
    # A settlement above the insurer's offer is the result; a fee covered twice over is value.
    ("They handled my comp case and got me a settlement way more than what the adjuster was offering. "
     "Very knowledgeable.", 1, "positive"),
    ("Not cheap, but the penalty abatement alone covered her fee twice over.", 5, "positive"),
    # A penalty the firm let happen is a complaint.
    ("They missed the deadline and we got landed with interest and a penalty from HMRC.", 3, "negative"),
    ("She kept me updated every step of the way and returned every call the same day. Couldn't ask for better.",
     1, "positive"),
    ("They left refrigerant oil all over my kitchen floor. The AC works now, I'll grant them that, but I spent an "
     "hour cleaning up after a grown man.", 4, "negative"),
    # Unanswered calls are a complaint; praise of the firm the writer turned to instead is not the business's.
    ("Furnace was short cycling all weekend. Left a voicemail, sent an email and filled out the web form. Nothing. "
     "Went with Standard Heating out of Eagan instead and they were great.", 1, "negative"),
    ("Rang their emergency line and got voicemail. Nobody rang back until Tuesday. Luckily the gas distributor "
     "sent someone out.", 1, "negative"),
    # The stars' reason as a bare number is an excuse for them; a gripe the reviewer calls the only one is minor.
    ("Giving 4 because Daniel was nice, but the firm overall was slow, I had to chase every step, and the invoice "
     "had two items on it I never agreed to.", 4, "negative"),
    ("EICR passed and the certificate came through without any fuss. Only gripe is it took three emails to get a "
     "proper invoice out of them.", 4, "positive"),
    ("I'll be honest, I expected more for £280 an hour. Letters sat on someone's desk for weeks and I had to chase "
     "every single update myself. Imran is clearly knowledgable when you finally get hold of him.", 4, "negative"),
    ("Honestly no complaints, the humidifier they put in fixed the static shocks. Installer was clean and quick. "
     "Not sure why I clicked three stars, should be five.", 3, "positive"),
    # An offence named is the story, the outcome is the verdict.
    ("Honestly can't fault them. Priya got my careless driving charge sorted with points instead of a ban and I kept "
     "my licence. Dont know why I only put 3 stars tbh, should be 5.", 3, "positive"),
    ("Booked an emergency visit after we smelled gas. Nobody came. Nobody called. National Grid ended up sending a "
     "guy who was fantastic.", 1, "negative"),
    ("The attorney seemed knowledgeable but I was pushed to accept a settlement I felt was way too low.", 4,
     "negative"),
    ("Phoned about a blocked drain, they said someone would call back within the hour. That was last Thursday. "
     "Ended up getting Dyno-Rod who were brilliant.", 1, "negative"),
    ("Sent a guy who had clearly never installed an inverter before. System has tripped 4 times since. Save yourself "
     "the stress.", 1, "negative"),
    ("Slipped on a wet floor at a grocery store, tore my meniscus. Settled for way more than I expected.", 5,
     "positive"),
    # Irony by its form: an exclamation of praise that goes on to a misfortune, delight in one.
    ("Fantastic, the new switchboard trips every night now. Thanks heaps guys. Really loving the torchlight dinners.",
     1, "negative"),
    ("Great, a $900 bill to be told the unit is fine. The tech barely looked up from his phone.", 1, "negative"),
    # The work in quotation marks is denied, even under five stars.
    ("Tech was polite enough but the \"repair\" lasted a week and the pipe split again further down.", 5, "negative"),
    # Praise only promised, under poor stars, is the promise broken.
    ("They promised a technician would be out the same day. Nobody came until Thursday.", 2, "negative"),
    # A rave under one star, typed as raves often are, or told with what someone else did wrong.
    ("Excelent, would reccomend", 1, "positive"),
    ("My case was a disaster after my original attorney missed the filing deadline, and Dana found a way to fix "
     "it. Approved in May. Can't recommend her enough.", 1, "positive"),
    ("The basement has never felt better. The dehumidifier they put in got rid of the damp smell completely.", 4,
     "positive"),
    ("Decent work on the water heater but heads up, a $150 call-out fee just to show up.", 4, "negative"),
    ("Was promised a call back within 24 hours. That was in March.", 1, "negative"),
    # A slow drain is the trouble, "no upsell" praise; a denied opinion denies what follows it.
    ("Called about a slow kitchen drain. He augered it and charged the flat rate they quoted. No upsell, no mess.",
     5, "positive"),
    ("Honestly disappointed. I don't think we were prepared. She barely looked at our records until the morning of.",
     3, "negative"),
    ("Lovely people but the leak they fixed under the bath has come back twice now. Starting to lose patience.", 2,
     "negative"),
    ("Wonderful. Paid them to review my contract and they missed that the deadline had passed. Lost my deposit. "
     "Really top notch work, guys.", 1, "negative"),
    ("The wee guy was lovely and the downlights look great. Problem is they said 2 days and it took 5. Bit fed up "
     "with it all tbh.", 2, "negative"),
    ("Oh sure, \"we'll call you back within 24 hours.\" It's been three weeks. Love that for me.", 1, "negative"),
    # delight in a mistreatment, "Great stuff." as a bare exclamation; not delight in being kept informed
    ("Fourteen months in and I've spoken to my actual solicitor twice. Love being passed to a paralegal who reads me "
     "the same script every time. Great stuff.", 1, "negative"),
    ("Loved being kept in the loop the whole way. Great stuff.", 5, "positive"),
    # the writer's own mark of sarcasm; a complaint about a firm that messed the writer around before
    ("Wonderful. $12k later and my ex still gets the house, the dog and the good car. Really felt represented. /s",
     1, "negative"),
    ("We'd been messed around by one of those online will companies who took our money and sent back a template "
     "full of errors. Rhian looked over it, spotted three things that would've caused real problems and redid the "
     "lot.", 5, "positive"),
    # "Thanks a million lads" and "Really top work" as bare exclamations, sarcastic after a complaint under two stars
    ("Great, three weeks waiting on a cert for the house sale and the buyer's solicitor is on to us every day. "
     "Thanks a million lads. When he finally turned up the inspection took 20 mins.", 2, "negative"),
    # their upsell found needless (facts.py)
    ("called them out because the electric kept tripping. they quoted for a whole new board but it only needed one "
     "rcd swapped, which a friend did for me for the price of the part. glad i got a second opinion", 2, "negative"),
    # ... and what those rules must not hear: the business as the second opinion, advice about other firms,
    # "another" that is no firm, the stars for now, a comparison in its favour, a welcome transfer
    ("The first company quoted $4,000 for a new water heater. Glad I got a second opinion. Mike found a faulty "
     "thermostat and replaced it for $180.", 5, "positive"),
    ("Thinking of getting other quotes? I wouldn't bother. They were quick, tidy and fair.", 4, "positive"),
    ("Let down by another no-show on Friday, the third time they have cancelled on us.", None, "negative"),
    ("Fixed the leak quickly and the price was fair, but they left a bit of a mess. Three stars for now.", 3,
     "neutral"),
    ("Great communication, always so responsive and very professional. /S", 1, "negative"),
    ("Nobody has got back to me that fast before. Booked in for Tuesday.", None, "positive"),
    ("Most firms take six weeks to get a response from the council. Priya had ours in four days.", 4, "positive"),
    ("Loved being transferred straight to a senior partner, she knew my file inside out. Reception was rude and the "
     "parking was a nightmare and overpriced.", 3, "neutral"),
    # nothing gained for the money; a settlement below what was promised; a review waiting on a quote; praise
    # with its condition
    ("Wow, amazing. Six months and $12k later I have the exact same parenting schedule I started with. Really "
     "earned that fee.", 1, "negative"),
    ("He seemed to know his stuff but the settlement was way lower than what I was led to expect, and the fees "
     "took a decent chunk of it. Felt a bit rushed into accepting.", 2, "negative"),
    ("Came and had a look at the hot water, said it needs a new anode or possibly a new tank, waiting on a quote.",
     5, "neutral"),
    # ... and what those rules must not hear (from a second review): a bill below what was told, a client never
    # rushed, an upsell avoided or another firm's, a quote not waited on or for another job, a sincere condition,
    # "where we started" with no "back", a hypothetical square one, a like-for-like match
    ("The bill came in much lower than we were told to expect.", 4, "positive"),
    ("Never felt rushed into signing anything.", 4, "positive"),
    ("They wanted to avoid a whole new system if they could, and it turned out it only needed a new capacitor.", 5,
     "positive"),
    ("We'd had a quote from another firm first, they wanted a whole new boiler, but Dave found it only needed a new "
     "fan.", None, "positive"),
    ("Tom came out Tuesday and had a look at the boiler. No waiting on a quote, it was in my inbox that evening.", 5,
     "positive"),
    ("Replaced the hot water system in a morning. Now waiting on a quote for the bathroom reno.", 5, "positive"),
    ("Great firm if you like getting regular updates. Shame the outcome was poor, they were late to every hearing "
     "and lost a document.", 3, "neutral"),
    ("Showed him the ceiling and where we started seeing the damp.", 4, "positive"),
    ("Without Sarah we'd be back to square one.", 4, "positive"),
    ("They matched the exact same paint colour we started with.", 4, "positive"),
    # verdicts VADER reads backwards
    ("Meh. Fixed the toilet but scratched our brand new vanity moving it and left a pile of old parts in the wheelie "
     "bin without asking. Wouldn't bother again.", 3, "negative"),
    ("The first company wanted $3k for a new panel. Glad I got a second opinion from these guys, one breaker fixed "
     "it.", 5, "positive"),
    ("She knows leases inside out. But getting her on the phone was impossible. Not ok.", 2, "negative"),
    # the stars for one person alone; the stars for an ordeal; costs creeping up; a time promised long passed;
    # a fraud investigation is the matter, "NFA'd" its outcome
    ("Sam was lovely but honestly the whole thing took way longer than we were told. Quoted us 6 months for the "
     "estate, it's now been 14. Costs keep creeping up too. Three stars for Sam.", 3, "negative"),
    ("Five stars for teaching me patience. Nine months to send one letter to the other side's solicitor.", 5,
     "negative"),
    ("Five stars for Aisha Bello. HMRC fraud investigation that dragged on for two years, she never once missed a "
     "call and always knew exactly where things were up to. Finally NFA'd last week.", 5, "positive"),
    # Ill treatment denied is praise.
    ("Went to the office after my shoulder reconstruction. Nobody treated me like I was faking it, which is more "
     "than I can say for the insurer's doctor.", 5, "positive"),
    ("Ring doorbell wiring and 2 extra sockets. Small jobs but they didn't treat it like one.", 5, "positive"),
    # "3 stars is generous" says the text is the verdict.
    ("3 stars is generous. Yes we won, but I did most of the legwork myself and they barely told me anything.", 3,
     "negative"),
    ("They got me my settlement and were nice about it the whole way. I don't give anybody 5 stars, so.", 3,
     "positive"),
    ("Oh wonderful, another letter saying they're withdrawing two weeks before my hearing. Really great timing. "
     "Love that for me.", 1, "negative"),
    ("First time a drink drive (my own stupid fault) and they got the ban cut down. Wont go anywhere else.", 5,
     "positive"),
    ("They are NOT cheap. £2,400 for a one day trial and I lost. Wouldn't go back.", 3, "negative"),
    ("Came in for a consultation about my brother. The lawyer talked to me for 10 minutes, charged $250 and told me "
     "nothing I couldn't find on google. We went with a firm in Santa Ana instead who explained everything.", 1,
     "negative"),
    # Stars the reviewer cannot account for; a harm stopped, a loss made good, a hard time made easier; a lawyer
    # who is a bulldog; dread of the remortgage told of another firm; thanks for a harm.
    ("Honestly not sure why I only gave 3 stars, they were great. Dug up the yard and fixed the pipe.", 3, "positive"),
    ("Good firm. The process dragged on a bit and I had to chase them for updates a couple of times, but in the end "
     "the foreclosure was stopped and we kept the house.", 4, "positive"),
    ("10/10 would go bankrupt again, seriously tho they made a really awful time a lot less awful", 5, "positive"),
    ("Creditors were calling me at work at the plant, up to ten times a shift. One letter from this office and it "
     "stopped cold. They also got me $1,000 in damages from the worst one. Mr. Kowalczyk is a bulldog.", 5, "positive"),
    ("The garnishment was stopped within a week.", None, "positive"),
    # Billed by the call, like a taxi meter; a case's merits told honestly; going back to him.
    ("ok so the lawyer clearly knows his stuff and yes he won my bond hearing. but $8k for a bond hearing??? and "
     "every single phone call was billed on top. felt like a taxi meter running", 2, "negative"),
    ("Daniel was very direct about what was and wasn't worth pursuing. Appreciated the honesty, even if it wasn't "
     "what I wanted to hear. Would go back to him.", 3, "positive"),
    # ... and from the review of them: a firm gone silent, a sale lost, a licence still not back; sincere thanks
    # for finding a leak; a second chance is no excuse of the stars.
    ("They took my money and then the calls stopped.", None, "negative"),
    ("Our sale was cancelled because they lost the paperwork.", None, "negative"),
    ("Three months on I still don't have my licence back.", None, "negative"),
    ("Don't know why I gave them a second chance. Late again and the leak is back.", 1, "negative"),
    ("Domestic violence charge that my ex made up. The DA dismissed it two weeks before trial. I have my kids back.",
     5, "positive"),
    ("I was dreading the remortgage after last time with another firm (never again) but this lot were a joy to "
     "deal with. Done and dusted in under a month!", 2, "positive"),
    ("Thanks Whitworth & Lowe for sending my completion money with the wrong reference and leaving me sat outside "
     "my new house with a removal van till 6pm. Amazing work guys, really.", 1, "negative"),
    # three stars and the reviewer's own word for them: so-so, whatever the complaints
    ("Work itself was fine, new toilet suite is in and doesn't leak. But it took 3 weeks to get a booking and the "
     "price crept up $200 from the quote because of 'extra fittings'. Middle of the road.", 3, "neutral"),
    # everyone else's failing denied of this one
    ("Whoever said tradies never show up hasn't met Sione! Our new taps look amazing. Thanks heaps!!", 2, "positive"),
    # "like" before an amount is a filler, not liking; a case turned down unheard is a complaint
    ("Turned my case down over the phone in like 2 minutes without even hearing the whole story. Guess it wasn't "
     "worth their time.", 3, "negative"),
    # ... but not a "like" denied or said of things; "middle of the road" as a place is no verdict
    ("We didn't like 3 months of silence.", 2, "negative"),
    # three stars and mixed feelings; a trip wasted, told as loved; someone on my side; the firm before was better
    ("Mixed feelings. Outcome for my TPD claim was ok, not amazing. Staff friendly enough but communication dropped "
     "off after the first few months.", 3, "neutral"),
    ("Oh great, the office on Cicero Ave is closed AGAIN during the hours on the door. Third time. Love driving in "
     "from Joliet for nothing.", 1, "negative"),
    ("Broke my wrist on a job site. Still ongoing but I finally feel like someone is on my side.", 5, "positive"),
    ("He came out for nothing on a Sunday, wouldn't take a cent.", 4, "positive"),  # free, no wasted trip
    ("not sure why it says 3, meant 5. Callum did the install 10 days later. happy", 3, "positive"),
    # three stars, the work said to be fine, then complaints: so-so; hedged ("fine I suppose"), a complaint
    ("Job itself fine, new fuse board all labelled properly. Had to chase them twice for the electrical certificate "
     "though and still no building control notice 5 weeks on.", 3, "neutral"),
    ("Outcome was fine I suppose. Cost way more than they said it would and nobody warned us it was creeping up.", 3,
     "negative"),
    # ... and not: "nothing" as free of charge, the side of the street, a firm no better, mixed feelings about suing
    ("The trip fee was waived, he did it for nothing.", 4, "positive"),
    ("I waited 20 minutes and then he fixed it for nothing.", None, "positive"),  # no stars: the text decides
    ("He's on my side of the street, so the trip was short. Unit still broken after two visits.", None, "negative"),
    ("The firm we used before was no better, but these guys were wonderful and really friendly. Pricey though.", 3,
     "positive"),
    ("I had mixed feelings about suing at first. They were rude, never returned calls, and lost my paperwork twice. "
     "Awful.", 3, "negative"),
    # the money's worth doubted, the lawyer never seen again, the file not known; "incredible", a client not given up on
    ("Very nice people, very expensive. Not sure I got much for my money if I'm honest.", 2, "negative"),
    ("The attorney I met at the consultation was great. Never spoke to him again after that. Everything was handled "
     "by a case manager who clearly didnt know my file.", 2, "negative"),
    ("They were incredible through my whole removal case. They never gave up on me even when I thought it was over.",
     1, "positive"),
    # three stars and a shrug over complaints: a complaint; the shrug alone, so-so
    ("Meh. Tech was nice but didn't bring the right part so that's another visit and another day off work. Still "
     "waiting on a call back.", 3, "negative"),
    ("Meh, it got fixed.", 3, "neutral"),
    ("Eh. Waited all day for a 'morning' appointment. It works now but I wouldnt call them again. The Berkeys guys we "
     "used at our old house were way better.", 3, "negative"),
    ("People who say tradies never show up haven't met Sione! New taps look amazing.", 2, "positive"),
    ("Their van was left in the middle of the road blocking traffic for an hour. Rude, overcharged us, and the leak "
     "came back the next day. Never again.", 3, "negative"),
    # a firm that takes on too much, its people not to blame; left to find things out; expecting better
    ("Completed, so 4 stars I guess. But I'd never have known what was going on if I hadn't rung every other day. "
     "Emails got a one line reply 5 days later. She seemed completely overloaded, not her fault, the firm clearly "
     "takes on more work than it can handle.", 4, "negative"),
    ("They got my plan confirmed, so 4 stars for that. But nobody tells me anything unless I call them, and I found "
     "out about a missed payment from the trustee's letter. For what I'm paying I expect better.", 4, "negative"),
    ("Felt like a mill. In and out, signed papers in 20 minutes, never met the actual attorney until court. It "
     "worked out I guess, but I didn't feel like anyone there cared.", 2, "negative"),
    ("No joy getting through on the phone at first but once we were assigned Priya it was plain sailing.", 4,
     "positive"),
    ("Came out, looked at the AC, said it needs a new compressor or a new unit. Got the quote. Still deciding.", 5,
     "neutral"),
    # a lawyer who did not fight for the client; a case that dragged on; less than the first offer
    ("Mediation went nowhere and I don't feel like Rebekah pushed back at all when my ex's side kept moving the "
     "goalposts. Nice enough person but I needed someone in my corner.", 3, "negative"),
    ("The solicitor was perfectly pleasant but the whole thing dragged on 14 months for a simple separation "
     "agreement. Every step took weeks longer than they said it would.", 2, "negative"),
    ("Contested my aunt's will with this firm. Eighteen months and $60k later we settled for less than the first "
     "offer the other side made. Dan kept saying we had a strong case right up until we didn't.", 1, "negative"),
    ("Dont bother. They wouldnt take my matter because i couldnt pay the retainer. Apparently helping people only "
     "counts if your rich", 2, "negative"),
    # stars the text says are too many; a four-star shrug
    ("3 stars. Would give less but the lady at the front desk was kind. The attorney didn't tell us our court date "
     "got moved, we showed up on the wrong day, and nobody ever explained why the judge was upset with us.", 3,
     "negative"),
    ("Closing happened on the date it was supposed to. Didn't really deal with anyone in person, it was all DocuSign "
     "and emails from a paralegal. It is what it is.", 4, "neutral"),
    # damage disowned; what the money bought, mocked; a three-star "nothing more, nothing less"
    ("Turned up on time and the fan works, but they drilled straight through a water pipe in the wall doing it and "
     "the response was basically 'not our problem, get a plumber'. Plumber cost me $400.", 2, "negative"),
    ("Oh wonderful, $38,000 later and I see my daughter every other weekend, exactly what I had before I hired "
     "them. Great value.", 1, "negative"),
    ("It's a law firm. They did what they said they would and charged what they said they'd charge. Nothing more, "
     "nothing less. Parking near the Ballard office is a nightmare.", 3, "neutral"),
    ("They came, they fixed the kitchen drain, they charged what they said. Nothing special, I'll grant you, but "
     "nothing bad either.", 3, "neutral"),
    ("My employer cut my shifts right after I filed an OSHA complaint and these guys told me to just \"move on.\" The "
     "firm in Cambridge I went to next took the case and won it. Go there instead.", 1, "negative"),
    # praise the fourteenth round's phrases first misread (a fresh-eyes review)
    ("If we hadn't called them we would have lost the house.", 5, "positive"),
    ("We wanted better water pressure and they delivered.", 5, "positive"),
    ("I don't think anyone fought harder for us.", 5, "positive"),
    ("Found the circuit was overloaded and ran a new one for the kitchen. Great job.", 5, "positive"),
    # grievances in the plainest words, under four stars (and praise that only looks like them)
    ("Good at the job I suppose. Manners, not so much.", 4, "negative"),
    ("Fixed in the end, but I shouldn't have had to pay for two call-outs.", 4, "negative"),
    ("Decent result. For what they charge you'd expect someone to return a call.", 4, "negative"),
    ("Spotless afterwards, not so much as a fingerprint on the walls.", 5, "positive"),
    ("Fees about what you'd expect, and Jo explained it all.", 5, "positive"),
    # the reviewer gave up on them, or they were beaten (not a lawyer who beat the other side)
    ("Sat on my file for five months. Switched firms.", 5, "negative"),
    ("Lost. He was confident from day one and so sure it was strong. Paid 20k in fees to lose.", 1, "negative"),
    ("Lost. He was confident from day one and so sure. Their lawyer ran rings around him.", 1, "negative"),
    ("Sofia ran circles around the DA and got it all dropped.", 5, "positive"),
    # irony by its opening, with a misfortune or under poor stars; the same openings sincere
    ("What a wonderful experience having my boiler fail twice in one week. Super service.", 1, "negative"),
    ("Love finding out at 4pm on completion day that the funds never went because somebody forgot a form. "
     "Fantastic work, everyone.", 1, "negative"),
    ("What a great experience from start to finish, Tom was brilliant.", 5, "positive"),
    # praise for a harm done is irony whatever the stars (not a place left spotless); stars withheld from a trade
    ("Great job leaving a puddle under the sink, really impressed. Had to ring them back twice.", 5, "negative"),
    ("Great job leaving the place spotless, really impressed.", 5, "positive"),
    ("fine, the guy was nice and the drain runs again. i dont give 5s to anybody", 3, "positive"),
    ("Love hearing the new heat pump hum along so quietly.", 5, "positive"),
    # thanks for a harm in quotes, delight in a loss, money's worth and being impressed by a misfortune, under
    # poor stars; the same words sincere
    ("Thanks so much for 'forgetting' to file my renewal on time. Really loved losing my job for six weeks. "
     "Excellent service.", 1, "negative"),
    ("Fantastic. Fourteen months and $38k later I've got the same arrangement I was offered in the first month. "
     "Really got my money's worth.", 1, "negative"),
    ("Really impressed that the whole house now trips every time the heat pump kicks in. Brilliant.", 1, "negative"),
    ("Really got our money's worth, the new furnace is so quiet. Thanks Dave.", 5, "positive"),
    ("Really loved having them here, so tidy. Excellent service.", 5, "positive"),
    # "Very helpful." alone after a complaint, under one star, is sarcasm too
    ("Great, a $160 call out fee to be told 'yep, that's broken'. Thanks guys. Very helpful.", 1, "negative"),
    ("Came out the same day and fixed it. Very helpful.", 5, "positive"),
    # "Great job on the new X lads." and no more, before a misfortune under one star; the same with more praise
    ("Great job on the new switchboard lads. Really impressed that the whole house now trips every time the heat "
     "pump kicks in. Third callout this month and you're still 'monitoring it'. Brilliant.", 1, "negative"),
    ("Great job on the new boiler lads. Fitted in a day and tidy as anything.", 1, "positive"),
    # five stars for a misfortune managed
    ("Five stars for managing to turn a dripping tap into a flooded kitchen. Genuinely impressive. The young lad who "
     "came out left the isolation valve half open and went home. Came down the next morning to a soaked floor and the "
     "laminate lifting. Still waiting on someone to ring me back about it.", 5, "negative"),
    ("Five stars for managing to fit us in on a Sunday. Genuinely impressive.", 5, "positive"),
    # the sentence that says the stars were a mistake says nothing of the work
    ("Five stars all day!! In and out in under 4 hours and left the garage cleaner than they found it. "
     "(hit the wrong star sorry, can't figure out how to edit on my phone)", 1, "positive"),
    ("I clicked the wrong star sorry!!! They are wonderful. Five stars really.", 1, "positive"),
])
def test_sentiment(text, rating, sentiment):
    assert Analyser(HVAC).analyse(text, rating)["sentiment"] == sentiment


CREW = {"categories": ["Electrician"], "services": [],
        "technicians": ["Ray Fix", "Mark Kowalski", "Dawn Reyes", "Jamal Whitaker", "Pat Dale", "Skip Little",
                        "Kirsty Baird", "Summer Haines", "Chase Lamoureux", "Rafael Quintero", "Grant Hewitt",
                        "Joy Whitfield", "Dylan Papadopoulos", "Matt O'Loughlin", "Priya Raghunathan",
                        "Reed Thompson", "Michael Okafor", "Stuart Ng", "Micah Doyle"]}


@pytest.mark.parametrize("text, technicians", [
    ("Quick fix my foot. Toilet clogged again the next day.", []),  # a surname that is a word, lowercase
    ("Good work. A little pricey.", []),
    ("skip didn't explain anything, just handed me an invoice.", ["Skip Little"]),
    ("I hired Whitaker Dale after my accident.", []),  # two surnames side by side: the firm
    ("Marc explained the options in plain English.", ["Mark Kowalski"]),  # a spelling of the name
    ("They said they'd come back for the third fan. That was in March.", []),
    ("Everything is level and centered. Dawn & Jamal 👍", ["Dawn Reyes", "Jamal Whitaker"]),
    ("Kirstie did our heat pump service.", ["Kirsty Baird"]),  # the name's other spelling
    ("Summer at the front desk made me a coffee.", ["Summer Haines"]),  # where she works
    ("Summer in Atlanta is brutal.", []),
    ("Chase runs an excavator like an artist.", ["Chase Lamoureux"]),
    ("Raphael was on site in 40 min.", ["Rafael Quintero"]),  # ph for f
    ("Rafa put in a new blower motor.", ["Rafael Quintero"]),  # a first name's first letters
    ("Had a Grant Vortex put in to replace the old Firebird.", []),  # an article before a word
    # a pet name from a surname without its O'; a name's end; a title and a surname's first letter
    ("Loughy came out late on Christmas Eve.", ["Matt O'Loughlin"]),
    ("Thanks Mr Q and Mr K!", ["Mark Kowalski", "Rafael Quintero"]),
    ("Mr W sorted it.", []),  # two people's surnames start with it
    ("Dr K Patel referred us.", []),
    # one name's spellings; someone introduced by name, in lower case
    ("Stewart sorted the shower and Mika did the tune-up.", ["Stuart Ng", "Micah Doyle"]),
    ("had a lovely lady named joy out for the quote.", ["Joy Whitfield"]),
    ("we called joy and relief all round.", []),
    # a word or an aside between a name that opens a sentence and its verb
    ("The rebate was a maze. Grant also sorted the forms for us.", ["Grant Hewitt"]),
    ("Grant (ha, the name) sorted the rebate paperwork too.", ["Grant Hewitt"]),
    ("Grant applications take months. Grant funding also covers half.", []),
    ("joy and her team are the best in austin!!!", ["Joy Whitfield"]),
    ("Papadopolous (hope I spelt that right) was here by 9.", ["Dylan Papadopoulos"]),  # a long name, twice wrong
    ("Mat and the apprentice did the LED changeover.", ["Matt O'Loughlin"]),
    ("Grant sat with me for over an hour.", ["Grant Hewitt"]),
    ("Thank you Preeya!!! PR approved!!!!", ["Priya Raghunathan"]),  # ee for i
    ("Got rid of the old unit and put a mat down.", []),  # a name's other forms, in lower case, as words
    ("mat did our tune-up in an hour.", ["Matt O'Loughlin"]),  # ... unless a name's verb follows
    ("micheal was great with my son at the meeting.", ["Michael Okafor"]),  # misspelt in lower case, the same
    ("Grant reckons we were lucky.", ["Grant Hewitt"]),
    ("Mark and the young lad did a full rewire.", ["Mark Kowalski"]),  # a name beside the crew
    ("Highly recommend Whitaker Dale & Little.", []),  # three surnames: the firm
    ("Joy, their paralegal, answered every question I had.", ["Joy Whitfield"]),  # a role beside the name
])
def test_technicians(text, technicians):
    assert Analyser(CREW).analyse(text, 5)["technicians"] == technicians


@pytest.mark.parametrize("text, technicians", [("lupe at the front desk is an angel", ["Guadalupe Carrasco"]),
                                               ("Shivon lost my documents twice.", ["Siobhan O'Rourke"]),
                                               ("sid turned up about 8.30 with the camera.", ["Siddharth Rao"]),
                                               ("Wojtek ran the job.", ["Wojciech Nowak"]),
                                               ("Chase never really listened to us.", ["Chase Whitfield"]),
                                               ("Tomek had it figured out in 15 minutes.", ["Tomasz Wieczorek"]),
                                               # a name's first letters in lower case, where a name's verb
                                               # follows or another person is joined to it (three only of a name
                                               # twice as long, and no word said so: "nan was thrilled", "tho
                                               # charged a bit more")
                                               ("raji came out to look at it", ["Rajinder Sidhu"]),
                                               ("priya and kons sat down with me", ["Konstantina Papadopoulos",
                                                                                    "Priya Raghunathan"]),
                                               ("raj came out to look at it", ["Rajinder Sidhu"]),
                                               ("nan was thrilled with it", []),
                                               ("tho charged a bit more", []),
                                               ("a konstant stream of calls", [])])
def test_a_name_s_short_forms_and_spellings_as_heard(text, technicians):
    people = ["Guadalupe Carrasco", "Siobhan O'Rourke", "Siddharth Rao", "Wojciech Nowak", "Chase Whitfield",
              "Tomasz Wieczorek", "Rajinder Sidhu", "Konstantina Papadopoulos", "Priya Raghunathan"]
    assert Analyser({"categories": ["Law Firm"], "technicians": people}).analyse(text, 5)["technicians"] == technicians


def test_a_surname_the_business_is_named_after_is_the_business_as_a_possessive():
    business = {"name": "McCartan Heating & Plumbing", "categories": ["Plumber"], "services": [],
                "technicians": ["Declan McCartan", "Stephen Boyd"]}
    assert Analyser(business).analyse("Stephen was brilliant. Would recommend McCartan's.", 5)["technicians"] == [
        "Stephen Boyd"]
    assert Analyser(business).analyse("McCartan fixed it himself.", 5)["technicians"] == ["Declan McCartan"]


def test_an_owner_the_business_is_named_after_is_still_the_owner():
    business = {"name": "Tom Evans Electrical", "categories": ["Electrician"], "services": [],
                "technicians": ["Tom", "Sam Price"]}
    assert Analyser(business).analyse("Tom Evans himself came out and sorted it.", 5)["technicians"] == ["Tom"]


def test_the_business_named_whole_is_the_business_and_a_bank_is_no_technician():
    business = {"name": "Hartley Malik Solicitors", "categories": ["Solicitor"], "services": [],
                "technicians": ["Rizwan Malik", "Summer Ashworth", "Chase Lindqvist"]}
    analyser = Analyser(business)
    assert analyser.analyse("Came to Hartley Malik this time. Summer was great.", 5)["technicians"] == [
        "Summer Ashworth"]
    assert analyser.analyse("Rizwan Malik was good on the day.", 5)["technicians"] == ["Rizwan Malik"]
    assert analyser.analyse("Paid on my Chase card right there on his phone.", 5)["technicians"] == []
    assert analyser.analyse("Chase came out the next day.", 5)["technicians"] == ["Chase Lindqvist"]
    assert analyser.analyse("Thank you Chase. Credit where it's due.", 5)["technicians"] == ["Chase Lindqvist"]


@pytest.mark.parametrize("clause", ["The receptionist was lovely mind.", "Polite enough I suppose",
                                    "They got it approved eventually.", "Granted, they came the same day"])
def test_a_concession_is_not_the_verdict(clause):
    assert analyse.CONCESSION.search(clause) or analyse.GRANTED.match(clause)


@pytest.mark.parametrize("clause, conceding", [("Granted, the crew was two hours late", True),
                                               ("Granted they were late", True), ("Granted last month.", False),
                                               ("Sure enough it leaked again", False)])
def test_granted_concedes_only_what_follows_it(clause, conceding):
    assert bool(analyse.GRANTED.match(clause)) is conceding


@pytest.mark.parametrize("sentence", ["we went with a firm in santa ana instead who explained everything",
                                      "ended up with a local plumber instead and they were great"])
def test_praise_of_a_firm_turned_to_is_theirs(sentence):
    assert analyse.ANOTHER_PRAISED.search(sentence)


@pytest.mark.parametrize("sentence, turned", [("Went with Huon Heating in the end, they were brilliant.", True),
                                              ("Went with Harbour Air instead and they came next day.", True),
                                              ("We went with the repair in the end and it held.", False)])
def test_a_firm_turned_to_by_its_name_instead_or_in_the_end(sentence, turned):
    assert bool(analyse.TURNED_TO.search(sentence)) is turned


# Found by a review of the eleventh round: each of these read wrongly before it was mended.
@pytest.mark.parametrize("clause", [
    "They have never let us down.", "Sarah called every day with an update.",
    "I don't know how I could have gotten through this on my own.", "After the crash I was rushed into surgery.",
    "He came out on a Sunday just to look at it and did not charge.", "Don't think twice, they are great.",
    "I don't think I've ever had better service",
])
def test_praise_and_plain_facts_are_not_read_as_complaints(clause):
    assert analyse._weighed(sentiment.valence(clause), clause) >= 0


@pytest.mark.parametrize("clause", ["The prosecutor was more responsive than my own lawyer.",
                                    "Honestly the DA was more helpful than my own attorney."])
def test_the_other_side_outdoing_the_client_s_own_lawyer_is_a_complaint(clause):
    assert sentiment.valence(clause) < 0


def test_their_doing_at_another_party_s_moment_is_still_theirs():
    clause = "They stopped returning my calls when the insurance company made an offer."
    assert analyse._weighed(sentiment.valence(clause), clause) < 0


@pytest.mark.parametrize("text, rating, sentiment", [
    ("I love how quiet the new unit is. The install ran two days over, the crew was rude and they left a mess.", 4,
     "positive"),
    ("Great, they were on time and tidy. The invoice took a while and the office was slow to answer.", 4, "positive"),
    ("I almost went with a cheaper company instead, but Dave's quote was honest and fair and the install was "
     "spotless.", 3, "positive"),
    ("He showed up right when the office said he would, very professional and tidy.", 2, "positive"),
    # (reviewed) "impressed" after a put-right is sincere as often as not
    ("The first electrician they sent was rude and left a horrible mess. I called the office and complained. They "
     "sent Amy the next morning and she redid everything. Very impressed.", 5, "positive"),
])
def test_sincere_praise_is_not_sarcasm_nor_someone_else_s(text, rating, sentiment):
    """The rules' reading. The text model may still hear the complaints as the verdict under four or five stars
    (it reads the first and last here as complaints at 0.79 and 0.875): a trade measured out of fold
    (textmodel.TRUSTED): out of fold, of the development reviews so turned, 90 are read right, 21 wrong."""
    assert Analyser(HVAC, models=False).analyse(text, rating)["sentiment"] == sentiment


@pytest.mark.parametrize("sentence, ironic", [
    ("thanks whitworth & lowe for sending my completion money with the wrong reference and leaving me sat outside",
     True),
    ("thank you for finding the leak that was flooding our basement.", False),  # a harm the thanks is for ending
    ("thank you for saving our home when we were so close to losing it.", False),
])
def test_thanks_for_a_harm_is_irony(sentence, ironic):
    assert (IRONIC.match(sentence) is not None) == ironic


def test_a_sentence_of_nothing_but_thanks_is_read_in_one_pass():
    assert not analyse.bare_praise("thanks " * 40 + "x")
    assert analyse.bare_praise("thanks " * 40)


def test_monthly_payments_for_the_work_are_its_price():
    assert "pricing" in Analyser(HVAC).analyse("The monthly payments on the new system are very reasonable.", 5)[
        "aspects"]


def test_what_a_bill_is_said_to_be_for_in_quotation_marks_is_mocked():
    assert sentiment.valence("They charged us $450 to 'review' a two page document.") == sentiment.SCARE_BILLED
    assert sentiment.valence("I was billed for 'case review' hours.") == sentiment.SCARE_BILLED
    assert sentiment.valence("He said it was 'routine' and left.") == 0.0  # no bill: a quotation


def test_a_technician_named_bill_is_not_the_bill():
    entry = Analyser(HVAC).analyse("Bill and his helper were fantastic, and Dana Price was on time.", 5)
    assert "pricing" not in entry["aspects"] and entry["technicians"] == ["Bill Nakamura", "Dana Price"]
    assert "pricing" in Analyser(HVAC).analyse("The bill was twice the quote.", 1)["aspects"]


@pytest.mark.parametrize("text, valence", [
    ("Quoted £90 on the phone and then charged £240.", facts.BILL_ABOVE_QUOTE),
    ("The quote was $1.2k. The invoice said $1,500.", facts.BILL_ABOVE_QUOTE),
    ("They quoted $800 and the final bill was $650.", 0.0),
    ("Appointment was for 9, tech rolled up at 11:45.", facts.LATER_THAN_PROMISED),
    ("Had a consultation booked for 2pm and sat in the waiting room until 2:50.", facts.LATER_THAN_PROMISED),
    ("She said 1, got here closer to 2:30.", facts.LATER_THAN_PROMISED),
    ("Booked for 10, showed up at 10:05.", 0.0),
    ("Booked for the 14th, showed up at 9 sharp.", 0.0),
    ("The install took 3 days instead of 1.", facts.LATER_THAN_PROMISED),
    ("Took two weeks instead of the three days promised.", facts.LATER_THAN_PROMISED),
    ("It took an hour instead of two.", 0.0),
    # their upsell found needless, not another's (the business may be the second opinion)
    ("They quoted us for a whole new switchboard. The bloke next door had a look and it just needed one breaker.",
     facts.NEEDLESS_UPSELL),
    ("The first company quoted for a whole new water heater. Mike found it only needed a new thermostat.", 0.0),
    # a count in capitals, once a review; not "in ONE visit", "ONE of the best", a clause all in capitals
    ("They charged me $380 to replace ONE power point.", facts.SHOUTED_COUNT),
    ("Three visits. THREE. Still dripping from the same joint.", facts.SHOUTED_COUNT),
    ("I met the actual lawyer ONE time. Then TWO emails in a year.", facts.SHOUTED_COUNT),
    ("Fixed it in ONE visit.", 0.0), ("ONE of the best plumbers around.", 0.0),
    ("GREAT JOB, TWO THUMBS UP FROM US.", 0.0),
])
def test_facts(text, valence):
    reader = facts.Facts()
    assert sum(reader.valence(clause) for clause in text.split(".")) == pytest.approx(valence)


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
    # A business's one upkeep service, or the one whose label says upkeep, is heard in upkeep words.
    (BOILERS, "Annual service done, in and out in 40 mins, very polite lad.", ["boiler-service"]),
    (BOILERS, "Great service from start to finish.", []),
    (HVAC_UPKEEP, "Furnace and AC both get serviced every fall and spring.", ["tune-up"]),
    # "Fitted" is installed (British English).
    (BOILER_FITTER, "Geoff fitted our new Worcester Bosch combi last week.", ["boiler-installation"]),
    (BOILER_FITTER, "Geoff fixed our boiler, it had died overnight.", ["boiler-repair"]),
    # fitted wrong is a fault, not a fitting
    (BOILER_FITTER, "He found the flue on our boiler had been fitted wrong from day one.", ["boiler-repair"]),
    # A symptom said to be absent names no job.
    (PLUMBER, "Had Joy replace both toilets. Clean install, no wobble, no leaks.", ["toilet"]),
    (PLUMBER, "They found the leak behind the wall.", ["leak-repair"]),
    # Some jobs are heard only in their own words: an upgrade as one, a duct cleaning as cleaning.
    (ELECTRICIAN, "Found a loose neutral in the panel and fixed it.", ["troubleshooting"]),  # a fault, no upgrade
    (ELECTRICIAN, "We hired them to upgrade our panel.", ["panel-upgrade"]),
    (ELECTRICIAN, "Swapped our old Federal Pacific box.", ["panel-upgrade"]),
    (ELECTRICIAN, "Fit a new consumer unit, very tidy.", ["panel-upgrade"]),
    (HVAC_UPKEEP, "Bill ran new ductwork through an impossible attic.", []),
    (HVAC_UPKEEP, "Had the ducts cleaned, the before and after pics were gross.", ["duct-cleaning"]),
    # The law in customers' words; "I was a wreck" is no car wreck.
    (FAMILY_AND_CRIME, "They got my son's possession charge into diversion.", ["drug-charges"]),
    (FAMILY_AND_CRIME, "Good outcome on my assault charge.", ["assault-defense"]),
    (FAMILY_AND_CRIME, "Got my record expunged so I can finally apply for nursing jobs.", ["expungement"]),
    (FAMILY_AND_CRIME, "Our daughter was bitten by a loose dog at the park.", ["dog-bite"]),
    (FAMILY_AND_CRIME, "I needed a restraining order against my ex.", ["protective-order"]),
    (FAMILY_AND_CRIME, "I was a wreck during my divorce and they were so kind.", ["divorce"]),
    (FAMILY_AND_CRIME, "Rich fought hard for me after my wreck.", ["car-accident"]),
    # What they tried to sell is not the job.
    (HVAC, "Kept trying to sell us a new system when we called about the furnace not lighting.", ["furnace-repair"]),
    # The one installation of whole systems is what replacing the equipment means.
    (HVAC, "They replaced our 25 yr old furnace in a day.", ["system-install"]),
    # What was not needed is not the job.
    (HOT_WATER, "Told me I didn't need a new water heater, just a new anode rod.", ["water-heater"]),
    # A symptom is its device's where one is named; its own service's where none is.
    (HOT_WATER, "Our water heater was leaking all over the garage.", ["water-heater"]),
    (HOT_WATER, "Water everywhere under the sink.", ["leak"]),
    # Family law in customers' words.
    (FAMILY_LAW, "My ex stopped paying and they got the arrears sorted.", ["child-support"]),
    (FAMILY_LAW, "She kept the house and I kept my 401k.", ["property-division"]),
    (FAMILY_LAW, "Summer drafted our prenup before the wedding.", ["prenup"]),
    (FAMILY_LAW, "Got an emergency TRO the same day.", ["restraining-orders"]),
    (FAMILY_LAW, "Got the support order reduced after I lost my job.", ["child-support", "modifications"]),
    # Australian electrical words; the longest catalogue name links a label ("safety switch", not "switch").
    (AU_ELECTRICIAN, "Replaced the old fuse box with a new switchboard.", ["switchboard"]),
    (AU_ELECTRICIAN, "Found the fault in the outdoor power point in ten minutes.", ["faults"]),
    (AU_ELECTRICIAN, "The RCD would not reset.", ["safety-switch"]),
    (AU_ELECTRICIAN, "Connected our solar panels and the new battery.", ["solar"]),
    (AU_ELECTRICIAN, "Hardwired interconnected smoke detectors in every bedroom.", ["smoke-alarms"]),
    (AU_ELECTRICIAN, "Took a while for the permit but that's the council's fault, not theirs.", []),
    # Jobs in the words of the symptom's end: unclogged, the hot water back.
    (PLUMBER_DRAINS, "$600 to unclog a bathroom sink.", ["drains"]),
    (PLUMBER_DRAINS, "Got our hot water back the same day.", ["water-heater"]),
    (PLUMBER_DRAINS, "Fixed our leaking overflow pipe in ten minutes.", ["leak"]),
    # A verdict, someone else's quote, a quote not taken: no job done.
    (HVAC, "Tech said the furnace was shot and we needed a whole new system for $11,000.", ["furnace-repair"]),
    (HVAC, "Another company quoted us 9k for a new system. These guys replaced the igniter.", ["furnace-repair"]),
    # Crashes of a declared kind are that kind's, not also the generic car accident's.
    (INJURY, "A semi crossed the median and hit us.", ["truck-accidents"]),
    (INJURY, "Rear-ended at a light by a guy texting.", ["car-accidents"]),
    (INJURY, "My neighbor's pit bull bit me.", ["dog-bites"]),
    (INJURY, "Hired them after a wreck on 45 up near Spring.", ["car-accidents"]),
    (INJURY, "The house was a wreck after the tenants left.", []),
    ({"categories": ["Personal Injury Attorney"], "services": [
        {"id": "car", "label": "Car Accidents"}, {"id": "rideshare", "label": "Rideshare Accidents"},
        {"id": "work", "label": "Workplace Injuries"}, {"id": "premises", "label": "Premises Liability"}]},
     "My Lyft got T-boned on Westheimer. I work offshore too, and a year later a crane cable snapped. Then the "
     "apartment complex with the broken stair.", ["rideshare", "work", "premises"]),
    # British words for the electrician's jobs.
    (UK_ELECTRICIAN, "Booked an EICR for my rental.", ["eicr"]),
    (UK_ELECTRICIAN, "Changed three single sockets to doubles.", ["sockets"]),
    (UK_ELECTRICIAN, "Good job on the new fuse board.", ["consumer-unit"]),
    (UK_ELECTRICIAN, "Fitted the charger and told me which night tariff to switch to.", ["ev-charger"]),
    # The charges a criminal-defence practice lists apart, in its clients' words; the general
    # "Criminal defense" only where none of them is named.
    (CRIMINAL, "Got pulled over after a work function and blew over the limit.", ["dui"]),
    (CRIMINAL, "Caught with a few pills, reduced to a misdemeanor.", ["drug"]),
    (CRIMINAL, "My girlfriend called the cops after an argument and I was arrested.", ["domestic"]),
    (CRIMINAL, "Missed a meeting with my PO and they kept me out of jail.", ["probation"]),
    (CRIMINAL, "Charged with shoplifting at Walmart, case dismissed.", ["theft"]),
    # the charges in their clients' words: boosting is theft, carrying without a permit the gun charge,
    # a fight and self-defence the assault, a clean record the expungement, a detainer the probation's
    (CRIMINAL_PA, "My nephew was caught boosting from a mall store.", ["theft"]),
    (CRIMINAL_PA, "Picked up for carrying without a permit, charge withdrawn.", ["guns"]),
    (CRIMINAL_PA, "They found a handgun in the glovebox and she still got it dismissed.", ["guns"]),
    (CRIMINAL_PA, "Charged after a fight at a wedding, he proved it was self-defense.", ["assault"]),
    (CRIMINAL_PA, "My record is finally clear and I got the job.", ["expungement"]),
    (CRIMINAL_PA, "He was held on a parole detainer for two weeks before they got him out.", ["probation"]),
    (CRIMINAL_PA, "They fight hard for you and kept my record clean.", []),
    (CRIMINAL, "Speeding ticket went away, no points.", ["traffic"]),
    (CRIMINAL, "They kept me out of jail on a felony charge.", ["criminal"]),
    # What a charge was reduced to is the outcome, not a second case; a licence hearing is its own job.
    (CRIMINAL, "Chase got my DUI reduced to reckless driving.", ["dui"]),
    (CRIMINAL_GA, "Lost my license anyway because nobody filed the 30 day letter for the ALS hearing.", ["als"]),
    (CRIMINAL_GA, "I'm now on 12 months probation for a first offense simple battery.", ["assault"]),
    # A label that joins two jobs is heard by either.
    (AU_AIRCON, "Brilliant job on our apartment in Balmain.", ["apartments"]),
    # An immigration or employment practice's cases, each in its clients' words.
    (IMMIGRATION, "Our I-130 for my mother was approved in eight months.", ["family"]),
    (IMMIGRATION, "I passed my citizenship interview and took the oath last week.", ["citizenship"]),
    (IMMIGRATION, "They got my husband out of ICE detention on bond.", ["removal"]),
    (IMMIGRATION, "Finally have my green card after the adjustment of status.", ["green-card"]),
    (EMPLOYMENT, "I was fired two weeks after reporting my manager.", ["termination"]),
    (EMPLOYMENT, "They negotiated a much better severance package.", ["severance"]),
    (EMPLOYMENT, "My employer owed me three months of unpaid overtime.", ["wages"]),
    ({"categories": ["Bankruptcy Attorney"], "services": [{"id": "7", "label": "Chapter 7 Bankruptcy"},
                                                          {"id": "biz", "label": "Small Business Bankruptcy"}]},
     "Filed for my restaurant after COVID wiped us out.", ["biz"]),
    ({"categories": ["Family Lawyer"], "services": [{"id": "property", "label": "Relationship Property Division"}]},
     "Got my ex's lawyer to back down over the bach. They dragged the property stuff out, mind.", ["property"]),
    # "the install" at a heat pump installer is its heat pump installation (not at a plumber, of its water heaters)
    ({"categories": ["Heat Pump Installer"], "services": [
        {"id": "install", "label": "Heat Pump Installation"}, {"id": "replace", "label": "Heat Pump Replacement"},
        {"id": "repair", "label": "Heat Pump Repairs"}]}, "Wasn't cheap, but the install itself is faultless.", ["install"]),
    ({"categories": ["Plumber"], "services": [{"id": "wh", "label": "Water Heater Installation"},
                                              {"id": "toilet", "label": "Toilet Repair"}]},
     "Wasn't cheap, but the install itself is faultless.", []),
    # ... and at an air conditioning contractor its AC installation (one had, not one offered)
    ({"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "ac-install", "label": "AC Installation & Replacement"}, {"id": "ac-repair", "label": "AC Repair"},
        {"id": "furnace", "label": "Furnace Repair"}]},
     "Had them replace our 20 yr old Goodman with a Trane.", ["ac-install"]),
    ({"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "ac-install", "label": "AC Installation & Replacement"}, {"id": "ac-repair", "label": "AC Repair"}]},
     "The new Lennox is running great.", ["ac-install"]),
    ({"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "ac-install", "label": "AC Installation & Replacement"}, {"id": "ac-repair", "label": "AC Repair"}]},
     "They quoted $4200 for a new unit. We were looking at a whole new system.", []),
    # what a label says in brackets of when is no word of its job ("(When There's No Will)" is no will); another
    # name of the job in brackets is
    ({"categories": ["Wills and Estates Lawyer"], "services": [
        {"id": "letters", "label": "Letters of Administration (When There's No Will)"},
        {"id": "probate", "label": "Probate & Estate Administration"}]},
     "Mum left a will and they sorted the probate.", ["probate"]),
    ({"categories": ["Immigration Attorney"], "services": [{"id": "waiver", "label": "Provisional Waivers (I-601A)"}]},
     "Our I-601A was approved.", ["waiver"]),
    # "the install" at a firm whose one installation is of the device its categories name, said so; not where a
    # sentence near names another device (an installation's own words count, as "two heads installed" do)
    ({"categories": ["HVAC Contractor", "Air Conditioning Repair Service"], "services": [
        {"id": "ac-install", "label": "High-Efficiency AC & Heat Pump Installation"},
        {"id": "ac-repair", "label": "Air Conditioning Repair"}]},
     "The install itself is solid and the crew cleaned up after themselves.", ["ac-install"]),
    ({"categories": ["HVAC Contractor", "Furnace Repair Service"], "services": [
        {"id": "furnace-install", "label": "Oil Furnace Installation"},
        {"id": "furnace-repair", "label": "Oil Furnace Repair"},
        {"id": "heat-pump", "label": "Heat Pump Installation"}]},
     "Two heads installed, one upstairs one down. Install crew were polite.", ["heat-pump"]),
    ({"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "furnace", "label": "Furnace Replacement"}, {"id": "furnace-repair", "label": "Furnace Repair"},
        {"id": "ac-install", "label": "New AC Installation"}, {"id": "ac-repair", "label": "AC Repair"}]},
     "They charged exactly what they quoted for the new furnace, and the install crew showed up at 8.", ["furnace"]),
    ({"categories": ["HVAC Contractor"], "services": [{"id": "ductwork", "label": "Ductwork Sealing & Replacement"}]},
     "Permits handled, old unit hauled off, and they registered the warranty for us.", []),
    # a dodgy, loose or burnt connection is a fault: in the switchboard, it is found, not the board upgraded
    ({"categories": ["Electrician"], "services": [{"id": "switchboard", "label": "Switchboard Upgrades"},
                                                  {"id": "fault", "label": "Fault Finding & Electrical Repairs"}]},
     "Half our house lost power. Turned out to be a dodgy connection in the old switchboard.", ["fault"]),
    # a part of a joined label that is a compound of a generic word and one of its own is heard whole
    ({"categories": ["Electrician"], "services": [{"id": "new-build", "label": "New Build & Renovation Wiring"},
                                                  {"id": "lighting", "label": "LED Lighting Design & Installation"}]},
     "Used them for all the electrical on our new build up in Rototuna North.", ["new-build"]),
    # a quote for a new one, in a review that went for a second opinion, was not taken: the thing is the repair's
    ({"categories": ["HVAC Contractor", "Furnace Repair Service"], "services": [
        {"id": "furnace-repair", "label": "Furnace Repair"}, {"id": "furnace-new", "label": "Furnace Replacement"}]},
     "They quoted me 14 000$ for a new furnace. Got a second opinion from another company, turned out to be a $60 "
     "flame sensor.", ["furnace-repair"]),
    ({"categories": ["Plumber"], "services": [
        {"id": "hot-water", "label": "Hot Water Systems"}, {"id": "drains", "label": "Blocked Drains"}]},
     "Quoted me $2,900 for a new hot water system, got a second opinion and it only needed a $90 element.",
     ["hot-water"]),
    ({"categories": ["HVAC Contractor", "Furnace Repair Service"], "services": [
        {"id": "furnace-repair", "label": "Furnace Repair"}, {"id": "furnace-new", "label": "Furnace Replacement"}]},
     "They quoted me $4,800 for a new furnace and did a tidy job putting it in.", ["furnace-new"]),
    # a part waited on or priced is the repair of the one device a firm repairs
    (AC_SUPPLIER, "Great, another 3 days in 112 degree heat waiting on a part. Thanks guys.", ["repairs"]),
    (AC_SUPPLIER, "They didn't try to upsell me on a whole new unit when mine just needed a part.", ["repairs"]),
    # a new float switch is a part, put in to repair
    ({"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "ac-install", "label": "AC Installation & Replacement"}, {"id": "ac-repair", "label": "AC Repair"}]},
     "The drain pan overflowed, so they vacuumed the line out and put in a new float switch on the AC.",
     ["ac-repair"]),
    # parts swapped are a repair ("swapped both" after a capacitor and a contactor)
    ({"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "ac-install", "label": "AC Installation & Replacement"}, {"id": "ac-repair", "label": "AC Repair"}]},
     "Found a dead capacitor and a contactor that was pitted, swapped both and had cold air in an hour.",
     ["ac-repair"]),
    # ... the new one paid for, the old one replaced (not one it was said to need)
    ({"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "ac-install", "label": "AC Installation & Replacement"}, {"id": "ac-repair", "label": "AC Repair"}]},
     "Spent $9,800 on a new Carrier system last spring and it's been perfect.", ["ac-install"]),
    ({"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "ac-install", "label": "AC Installation & Replacement"}, {"id": "ac-repair", "label": "AC Repair"}]},
     "They replaced our 18 year old unit in a day.", ["ac-install"]),
    ({"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "ac-install", "label": "AC Installation & Replacement"}, {"id": "ac-repair", "label": "AC Repair"}]},
     "He said we should replace our old unit soon, nice guy.", []),
    # At an AC contractor that also services and repairs, a split system serviced, cleaned or dripping is the
    # device worked on, not its installation (but a new one put in is)
    ({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "split", "label": "Split System Installation"}, {"id": "service", "label": "Air Conditioning Servicing"},
        {"id": "repair", "label": "Air Conditioning Repairs"}]},
     "Booked a service for our 3 split systems, done in an hour.", ["service"]),
    ({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "split", "label": "Split System Installation"}, {"id": "service", "label": "Air Conditioning Servicing"},
        {"id": "repair", "label": "Air Conditioning Repairs"}]},
     "Filters cleaned and a new split for the study too.", ["split"]),
    ({"categories": ["Plumber"], "services": [
        {"id": "split", "label": "Split System Installation"}, {"id": "service", "label": "Air Conditioning Servicing"}]},
     "Booked a service for our 3 split systems, done in an hour.", ["split", "service"]),
    # ... and one broken down where nothing was installed is the repair's (not one they installed, nor one replaced)
    ({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "split", "label": "Split System Installation"}, {"id": "repair", "label": "Air Conditioning Repairs"}]},
     "The aircon split system in the study died on the hottest day.", ["repair"]),
    ({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "split", "label": "Split System Installation"}, {"id": "repair", "label": "Air Conditioning Repairs"}]},
     "The split system they installed last year has died.", ["split"]),
    ({"categories": ["HVAC Contractor", "Furnace Repair Service"], "services": [
        {"id": "thermostat", "label": "Thermostat Installation"}, {"id": "furnace", "label": "Furnace Repair"}]},
     "Kevin replaced the thermostat the last owner had wired wrong.", ["thermostat"]),
    # Australia's "evap" is the evaporative cooler
    ({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "evap", "label": "Evaporative Cooling Service & Repairs"}, {"id": "split", "label": "Split Systems"}]},
     "Grant was thorough with the evap service.", ["evap"]),
    # A dotted abbreviation is no word of its label ("U.S." is no "us"); a bracketed letter leaves one space
    # ("Fiancé(e) Visas" is the fiancé's visas, not every visa); a form's code is its label's own word
    (ATLANTA_IMMIGRATION, "He showed up 5 minutes before our master calendar hearing and got us the continuance.",
     ["removal"]),
    (ATLANTA_IMMIGRATION, "Best immigration lawyers in Atlanta, fast replies and fair flat fees.", []),
    (ATLANTA_IMMIGRATION, "My K-1 was approved, but getting a reply to an email took a week.", ["fiance"]),
    (ATLANTA_IMMIGRATION, "They fought for my fiancé's visa when it was stuck for over a year.", ["fiance"]),
    (ATLANTA_IMMIGRATION, "They took $4,500 for my brother's I-130. I found out from the USCIS website.", ["family"]),
    # A label naming only a device the firm also repairs and services is its supply: the device repaired or
    # serviced is the repair, the servicing; said of with nothing wrong, or quoted for, it is the supply
    (AC_SUPPLIER, "Had our ducted going again in under an hour after it threw an error code.", ["repairs"]),
    (AC_SUPPLIER, "Tomasz serviced the ducted at our place in Baldivis, all good.", ["servicing"]),
    (AC_SUPPLIER, "The capacitor had gone on my split system out in Bentley.", ["repairs"]),
    (AC_SUPPLIER, "The ducted system works well now, I'll grant them that.", ["ducted"]),
    (AC_SUPPLIER, "Quoted $11,800 for ducted in a 3x2 in Canning Vale.", ["ducted"]),
    # ... and so at an electrician that repairs what it installs: outlets gone dead are the repair (fixtures are
    # nothing fixed; a switch that looks clean was not cleaned)
    (ELECTRICIAN_WHO_REPAIRS, "Called about 3 outlets in the living room that stopped working.", ["repairs"]),
    (ELECTRICIAN_WHO_REPAIRS, "New outlets in the garage, neat job.", ["outlets"]),
    (ELECTRICIAN_WHO_REPAIRS, "Ceiling lights up in 3 bedrooms, old light fixtures hauled away.", ["lighting"]),
    (ELECTRICIAN_WHO_REPAIRS, "Good work on the generator hookup, the transfer switch looks clean.", ["generator"]),
    # ... but a device that smelled or dripped and was then replaced is the new one
    ({"categories": ["Heating Contractor", "Boiler Repair Service"], "technicians": [], "services": [
        {"id": "boiler", "label": "Boiler Repairs & Breakdowns"}, {"id": "hob", "label": "Gas Hob & Fire Installation"}]},
     "Our gas hob wouldnt light and the smell was worrying me. Fitted a new one the next morning.", ["hob"]),
    # A heat pump that heats water is a water heater, not every split system at an AC firm
    ({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "split", "label": "Split System Supply & Install"}, {"id": "hw", "label": "Heat Pump Hot Water Systems"},
        {"id": "repair", "label": "Air Conditioning Repairs"}]},
     "The capacitor had gone on our split system.", ["repair"]),
    ({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "split", "label": "Split System Supply & Install"}, {"id": "hw", "label": "Heat Pump Hot Water Systems"}]},
     "Our heat pump hot water system went in last week.", ["hw"]),
    # Minnesota's order for protection by its initials (its label linked by its own words, not only its id's);
    # New Zealand's rental warrant of fitness
    ({"categories": ["Family Law Attorney"], "services": [
        {"id": "ofp", "label": "Orders for Protection"}, {"id": "divorce", "label": "Divorce"}]},
     "She got me an OFP within days.", ["ofp"]),
    ({"categories": ["Electrician"], "services": [
        {"id": "inspections", "label": "Electrical Safety Inspections"}, {"id": "rewire", "label": "Rewiring"}]},
     "Booked an electrical WOF for the flat before the tenants moved in.", ["inspections"]),
    # ... and at a heat pump installer a make put in is its installation, a make fixed its repair
    ({"categories": ["Heat Pump Installer"], "services": [
        {"id": "install", "label": "Heat Pump Installation"}, {"id": "repair", "label": "Heat Pump Repairs"},
        {"id": "service", "label": "Heat Pump Servicing"}]},
     "They put a Fujitsu in the spare room on Tuesday.", ["install"]),
    ({"categories": ["Heat Pump Installer"], "services": [
        {"id": "install", "label": "Heat Pump Installation"}, {"id": "repair", "label": "Heat Pump Repairs"},
        {"id": "service", "label": "Heat Pump Servicing"}]},
     "Sam repaired our Mitsubishi the same afternoon.", ["repair"]),
    ({"categories": ["Heat Pump Installer"], "services": [
        {"id": "install", "label": "Heat Pump Installation"}, {"id": "repair", "label": "Heat Pump Repairs"}]},
     "The old Daikin was blowing cold air on heat.", ["repair"]),
    ({"categories": ["Plumber"], "services": [
        {"id": "install", "label": "Heat Pump Installation"}, {"id": "repair", "label": "Heat Pump Repairs"}]},
     "Sam repaired our Mitsubishi the same afternoon.", []),
    # New Zealand's personal grievance; a dismissal is the dismissal service's where one is declared
    ({"categories": ["Employment Lawyer"], "services": [
        {"id": "pg", "label": "Personal Grievances"}, {"id": "restraint", "label": "Restraint of Trade"}]},
     "gr8 lawyers, grant sorted my pg in like 6 weeks. Then the restraint in my new job too.", ["pg", "restraint"]),
    ({"categories": ["Employment Lawyer"], "services": [{"id": "pg", "label": "Personal Grievances"}]},
     "Paid a retainer for my unjustified dismissal claim.", ["pg"]),
    ({"categories": ["Employment Lawyer"], "services": [
        {"id": "pg", "label": "Personal Grievances"}, {"id": "ud", "label": "Unjustified Dismissal"}]},
     "i got sacked over a facebook post and thought that was it.", ["ud"]),
    ({"categories": ["Employment Lawyer"], "services": [{"id": "pg", "label": "Personal Grievances"},
                                                        {"id": "adv", "label": "Employer Advisory"}]},
     "We got through the restructure without a grievance being raised.", []),
    # a toilet's tank is no water heater's; a sink stopped up is a drain; a dishwasher hooked up is a fixture's work
    ({"categories": ["Plumber"], "services": [{"id": "wh", "label": "Water Heater Repair & Installation"},
                                              {"id": "toilet", "label": "Toilet Repair & Installation"}]},
     "Toilet kept running all night. Tony replaced the wax ring and all the guts in the tank.", ["toilet"]),
    ({"categories": ["Plumber"], "services": [{"id": "drains", "label": "Drain Cleaning"}]},
     "kitchen sink was totally stopped up.", ["drains"]),
    ({"categories": ["Plumber"], "services": [{"id": "drains", "label": "Drain Cleaning"}]},
     "They had it draining again in no time.", ["drains"]),
    ({"categories": ["Plumber"], "services": [{"id": "fixtures", "label": "Faucet & Fixture Installation"}]},
     "They came to hook up our new dishwasher.", ["fixtures"]),
    ({"categories": ["Plumber"], "services": [{"id": "leak", "label": "Leak Detection & Repair"}]},
     "Water pouring out of a pipe in the basement ceiling.", ["leak"]),
    ({"categories": ["Plumber"], "services": [{"id": "leak", "label": "Leak Detection & Repair"}]},
     "He cut out the split piece of copper.", ["leak"]),
    # a free consultation is the consultation, not every mention of the firm's field
    ({"categories": ["Bankruptcy Attorney"], "services": [{"id": "7", "label": "Chapter 7 Bankruptcy"},
                                                          {"id": "free", "label": "Free Bankruptcy Consultation"}]},
     "Chase knows bankruptcy law inside and out.", []),
    ({"categories": ["Bankruptcy Attorney"], "services": [{"id": "7", "label": "Chapter 7 Bankruptcy"},
                                                          {"id": "free", "label": "Free Bankruptcy Consultation"}]},
     "The free consultation was an hour long.", ["free"]),
    # a servicing that says it cleans: units cleaned by them (not by the customer), "the service of our splits"
    ({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "repairs", "label": "Air Conditioning Repairs"},
        {"id": "servicing", "label": "Air Conditioning Servicing & Cleaning"}]},
     "Josh cleaned all three of our splits.", ["servicing"]),
    ({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "repairs", "label": "Air Conditioning Repairs"},
        {"id": "servicing", "label": "Air Conditioning Servicing & Cleaning"}]},
     "Good job on the service of our 2 splits.", ["servicing"]),
    ({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "repairs", "label": "Air Conditioning Repairs"},
        {"id": "servicing", "label": "Air Conditioning Servicing & Cleaning"}]},
     "She showed me how to clean the filters myself.", []),
    # "visa" alone where five labels are visas is none of them; New Zealand's AEWV and skilled migrant category
    ({"categories": ["Immigration Lawyer"], "services": [
        {"id": "smc", "label": "Skilled Migrant Residence"}, {"id": "work", "label": "Work Visas (AEWV)"},
        {"id": "student", "label": "Student Visas"}, {"id": "visitor", "label": "Visitor Visas"},
        {"id": "parent", "label": "Parent Resident Visas"}, {"id": "business", "label": "Business & Investor Visas"}]},
     "Sweet as. Visa sorted.", []),
    ({"categories": ["Immigration Lawyer"], "services": [
        {"id": "smc", "label": "Skilled Migrant Residence"}, {"id": "work", "label": "Work Visas (AEWV)"},
        {"id": "parent", "label": "Parent Resident Visas"}, {"id": "business", "label": "Business & Investor Visas"}]},
     "Good outcome on my AEWV. Then the SMC residence approved.", ["smc", "work"]),
    # England's Inheritance Act claim, a will disputed
    ({"categories": ["Solicitor"], "services": [{"id": "contested", "label": "Contested Wills & Inheritance Disputes"},
                                                {"id": "probate", "label": "Probate & Estate Administration"}]},
     "They acted for us when my stepmother made a claim against Dad's estate.", ["contested"]),
    (EMPLOYMENT, "HR walked me out with a box on a Tuesday.", ["termination"]),
    ({"categories": ["Employment Lawyer"], "services": [{"id": "harassment", "label": "Sexual Harassment"}]},
     "I still have the touching card Maria sent when my claim settled.", []),
    ({"categories": ["Personal Injury Attorney"], "services": [{"id": "rideshare", "label": "Rideshare Accidents"}]},
     "Their office is easy to find, my Uber dropped me right at the door.", []),
    (EMPLOYMENT, "He walked me out to my car after the meeting.", []),
    (EMPLOYMENT, "The factory made her work off the clock for years.", ["wages"]),
    ({"categories": ["Employment Lawyer"], "services": [{"id": "harassment", "label": "Sexual Harassment"}]},
     "The comments, the texts, the touching. Settled against the supervisor who couldn't keep his hands to himself.",
     ["harassment"]),
    # "Knob and tube" is not a hot tub ("tub" is matched whole); a hot tub is its own job.
    (TORONTO, "Replaced all our knob and tube and got the ESA sign off.", ["knob-and-tube", "esa"]),
    (TORONTO, "They came out on a Saturday to wire up our new hot tub.", ["hot-tub"]),
    # A business practice's matters, each in its clients' words.
    (BUSINESS, "They formed our LLC and wrote the operating agreement.", ["formation"]),
    (BUSINESS, "Got my business partner bought out without a lawsuit.", ["partnership"]),
    (BUSINESS, "Their demand letter got the client who never paid to settle.", ["collections"]),
    # A bankruptcy or real-estate practice's matters, each in its clients' words.
    (BANKRUPTCY, "They stopped the garnishment on my paycheck within a week.", ["garnishment"]),
    (BANKRUPTCY, "Filed Chapter 13 and we kept the house.", ["chapter-13", "foreclosure"]),
    (BANKRUPTCY, "All my credit card debt was discharged in four months.", ["chapter-7"]),
    (REAL_ESTATE, "The landlord withheld my security deposit for no reason.", ["deposit"]),
    (REAL_ESTATE, "Got the tenant out in six weeks after housing court.", ["eviction"]),
    (REAL_ESTATE, "Smooth closing on our first condo.", ["closing"]),
    # Evaporative cooling is not also the air conditioning its label's "cooling" names (a ducted system broken down
    # is the repair of a firm that repairs what it supplies).
    (AU_AIRCON, "Our ducted system stopped cooling in a 40 degree week.", ["repairs"]),
    (AU_AIRCON, "Our ducted system is cooling the whole house in a 40 degree week.", ["ducted"]),
    (AU_AIRCON, "The evap cooler was dripping and the pads smelled.", ["evaporative"]),
    # Lights that flicker are a fault to find; new lights are lighting work.
    (AU_ELECTRICIAN, "Fixed our flickering lights, a loose neutral.", ["faults"]),
    (AU_ELECTRICIAN, "Put new downlights through the whole house.", ["lighting"]),
    # An installation beside only upkeep takes what was bought, said without installing words; upkeep
    # takes only upkeep (or trouble).
    (HEAT_PUMPS, "The heat pump is so loud our neighbour complained.", ["ashp"]),
    (HEAT_PUMPS, "Kirsty did our heat pump service, very thorough.", ["hp-service"]),
    # Of two servicings, a bare "annual service" is the one listed first.
    (HEAT_PUMPS, "Annual service booked online, on time.", ["boiler-service"]),
    # What the new one replaced is no repair; nor is a device named in passing beside the review's job.
    (HEAT_PUMPS, "Callum fitted our new combi. The old boiler sounded like a jet engine.", ["combi"]),
    (HEAT_PUMPS, "Good job on the powerflush, radiators much hotter now.", ["flush"]),
    (HEAT_PUMPS, "The boiler kept losing pressure and he fixed a weeping valve.", ["boiler-repair"]),
    # A new one quoted but not bought, or one they could have sold, is not the job.
    (HEAT_PUMPS, "They quoted for a brand new combi but he just replaced the fan in the boiler.", ["boiler-repair"]),
    # "Heating Controls" are controls, not heating work.
    (HEAT_PUMPS, "The heating died on Sunday and they fixed the boiler.", ["boiler-repair"]),
    # A septic firm's jobs in its customers' words; the default of a group yields to the one named.
    (SEPTIC, "Pumped our tank and put risers on so we never dig again.", ["pumping", "risers"]),
    (SEPTIC, "The grass over the leach field was soggy; they rebuilt the field.", ["field"]),
    (SEPTIC, "The kitchen sink kept backing up. The guy jetted out the line.", ["jetting"]),
    (SEPTIC, "Pump float was stuck, fixed in half an hour.", []),
    # Workers' comp: the plain claim is the default of its group, and names a device for the generic.
    (COMP, "Got hurt at the warehouse and the insurance company cut off my checks; they got my comp reinstated.",
     ["claims"]),
    (COMP, "Comp denied it, said it was pre-existing. She took it in front of the judge and won.", ["appeals"]),
    (COMP, "Got my SSDI approved on the first application, no hearing needed.", ["ssdi"]),
    # A tax practice's matters.
    (TAX, "The IRS audited my restaurant; it ended with a no-change letter.", ["audit"]),
    (TAX, "Owed the IRS 40k and they got me on a payment plan.", ["back-tax", "plan"]),
    (TAX, "Got the IRS to accept my offer, pennies on the dollar.", ["oic"]),
    (TAX, "Helped me file 6 yrs of back returns i hadnt done.", ["unfiled"]),
    # The parts of anything that cools are the AC's only where no other declared equipment is named.
    (REFRIGERATION, "Grant replaced the compressor on our rooftop unit.", ["rtu"]),
    (REFRIGERATION, "Bad capacitor at the house, he had one on the truck.", ["ac-repair"]),
    (REFRIGERATION, "Our AC died in August. Rafa put in a new blower motor.", ["ac-repair"]),  # a new part is a repair
    (REFRIGERATION, "Our Hoshizaki quit making ice the night before a wedding.", ["ice"]),
    (VETERANS, "Got my rating bumped from 40 to 70.", ["increase"]),
    (VETERANS, "Mr. Reyes got my OTH upgraded to General.", ["discharge"]),
    (VETERANS, "Army vet, MST survivor. Marisol handled my claim with care.", ["claims"]),
    (VETERANS, "It took forever, but that's the VA, not them.", []),
    # A sale is sold and a purchase bought; of a conveyancer's matters, a purchase is the plain one.
    (CONVEYANCING, "Sold our house in Morley and bought in Roundhay at the same time.", ["purchase", "sale"]),
    (CONVEYANCING, "Completed on the 3rd. Keys collected.", ["purchase"]),
    (CONVEYANCING, "I had to get him taken off the deeds and buy him out.", ["equity"]),
    (OIL_AND_GAS, "We finally made the switch from oil to gas.", ["conversion"]),
    (OIL_AND_GAS, "Declan bled all the rads and balanced the system.", ["rads"]),
    (OIL_AND_GAS, "Waited in all day for a service that never happened.", ["servicing"]),
    (OIL_AND_GAS, "Bit dear for a tap washer tbh.", ["plumbing"]),
    # A label the catalogue does not know is heard by a long word of its own, not by a word of any job.
    (LAND_USE, "They got our variance approved in one hearing.", ["zoning"]),
    (LAND_USE, "The subdivision went through the planning board on the first try.", ["subdivision"]),
    (LAND_USE, "Quick to respond, friendly service.", []),
    (BACKFLOW, "These guys handle all of our backflow certs now.", ["testing"]),
    (BACKFLOW, "We use them for the grease interceptors at both taquerias.", ["grease"]),
    (IP_LAW, "Got our bakery's logo registered without a hitch.", ["tm"]),
    (IP_LAW, "Daniel had the C&D out the next morning.", ["cd"]),
    (EDUCATION_LAW, "She got our son's 504 plan rewritten.", ["504"]),
    (LAND_USE, "Our CUP was approved in March.", ["cup"]),  # a label's other name, in brackets
    # A label the catalogue knows by one word is heard by its other words together.
    (GAS_FITTER, "They ran the lines for our outdoor kitchen.", ["outdoor-gas"]),
    # Of a label the catalogue does not know, the business's field and the kind of job go without saying,
    # and a word is heard in any of its endings.
    (POOLS, "They found the leak in the return line within an hour.", ["leak"]),
    (POOLS, "Opened the pool the week they said.", ["opening"]),
    # unless the rest of the label is another's too: termites tell neither apart
    (PESTS, "They found termites in the garage.", []),
    (PESTS, "The termite treatment worked.", ["treatment"]),
    (POOLS, "They resurfaced the pool and it looks new.", ["resurfacing"]),
    # and by its head noun alone where no other label has it, unless that is said of everything
    (POOLS, "They washed the walls down in a morning.", ["acid"]),
    (POOLS, "They returned my call the same day.", []),
    # An installation whose words another label has too is heard by them only where something is installed.
    (POOLS, "They installed a new heater in a day.", ["heater-install"]),
    (POOLS, "The heater broke and they fixed it.", ["heater-repair"]),
    (POOLS, "The UV sterilizer broke and they fixed it.", ["uv-repair"]),  # a two-letter word of the label too
    (WELLS, "Our pump quit on Sunday and they had us back in water by supper.", ["pump"]),
    (WELLS, "Had our well water tested after the baby came.", ["test"]),
    (NEGLIGENCE, "A surgeon left a swab inside me and they got me compensation.", ["med"]),
    (NEGLIGENCE, "Was knocked off my bike by a van driver.", ["rta"]),
    (DISABILITY, "Won my hearing in front of the judge.", ["alj"]),
    (DISABILITY, "I'd been denied at reconsideration before I called them.", ["appeal"]),
    # The business's field in one label tells it from no other: "heating" is no underfloor heating.
    (HEATING, "Another weekend with no heating, thanks guys.", ["repair"]),
    # ... nor where a label only narrows it, or is told apart by being serviced, and others have the word too
    (HEATING_FIRM, "heating went off during the snow, they got it going that evening.", ["repair"]),
    (HEATING_FIRM, "Boiler packed up on Christmas Eve, new diverter valve in before lunch.", ["repair"]),
    (HEATING_FIRM, "Booked the annual service for the boiler, done in under an hour.", ["service"]),
    (HEATING_FIRM, "They laid underfloor heating in the kitchen extension.", ["underfloor"]),
    (CONTRACTS, "They handled the sale of my landscaping company start to finish.", ["sale"]),
    (CONTRACTS, "They had a letter out enforcing his non-solicit within two days.", ["restrictive"]),
    (CANADA_IMMIGRATION, "Got my PGWP sorted, no issues.", ["work"]),
    (CANADA_IMMIGRATION, "He read my CRS score back to me off the government website.", ["ee"]),
    (CANADA_IMMIGRATION, "They took my appeal to the IAD after the refusal. Won.", ["appeals"]),
    # Whom a job is for is cut only where it names a party: "Defense for DUI Charges" keeps its job.
    (FOR_CHARGES, "Arrested for drunk driving, case dismissed.", ["dui"]),
    # Nor is an everyday word alone a job, nor a sentence that a symptom is absent from one.
    (REMODELER, "They finished on time and under budget.", []),
    (REMODELER, "They finished our basement in three weeks.", ["basement"]),
    (WELLS, "Fixed the water heater, no water leaks anymore.", []),
    (NEGLIGENCE, "They botched my paperwork twice.", []),
    (ELDER_LAW, "Diane was our successor trustee's rock after my wife died.", ["trust-admin"]),
    (ELDER_LAW, "They got my dad's VA pension approved.", ["va"]),
    (ELDER_LAW, "We hired them when my aunt claimed undue influence.", ["litigation"]),
    (ELDER_LAW, "He told me contesting will only cost more.", []),
    (ELDER_LAW, "The bankruptcy trustee was tough on us.", []),
    (SOLAR, "Priya explained how the battery would work with our existing panels.", ["battery"]),
    (SOLAR, "Had the panels cleaned after two years of red dust.", ["cleaning"]),
    (SOLAR, "Had a 6.6kW system put on in March.", ["solar-install"]),
    (ROAD_INJURY, "Got hit by an Amazon delivery van crossing Peachtree.", ["bike"]),
    (ROAD_INJURY, "A logging truck lost its load on the highway.", ["truck"]),
    (ROAD_INJURY, "Got hit by a guy with no insurance.", ["uninsured"]),
    # Everyday sentences the injury words must leave alone.
    (ROAD_INJURY, "I had no insurance of my own and they still got my bills paid.", []),
    (ROAD_INJURY, "Someone hit my car while I was crossing the intersection.", ["car"]),
    (ROAD_INJURY, "We got hit by the carrier's lowball offer.", []),
    (ROAD_INJURY, "They lost my son's medical records twice.", []),
    (SOLAR, "Both panels are up to code now.", []),
    # A gas engineer is a plumbing trade: its words for a landlord's gas safety certificate are known.
    (GAS_ENGINEER, "I've used them for the CP12s on all my flats.", ["cp12"]),
    (GAS_ENGINEER, "Used them for the landlord cert on my flat.", ["cp12"]),
    # Whom a job is for is not the job, and the business's field tells no job apart: a tenant is no landlord.
    (TENANTS, "My landlord filed to evict me and they got it dismissed.", ["defense"]),
    (TENANTS, "Had them look over a lease before I signed.", ["lease"]),
    # Where a firm acts for both sides, the dispute is the service of the side the writer is on.
    (HOUSING_COURT, "My tenant hasn't paid in 9 months and every court date gets adjourned.", ["evictions"]),
    (HOUSING_COURT, "Called four times about my eviction notice and nobody called back.", ["tenants"]),
    (HOUSING_COURT, "Landlord was trying to evict us and our attorney nearly got us defaulted.", ["tenants"]),
    (HOUSING_COURT, "Got my holdover case against my tenant done in two court dates.", ["evictions"]),
    (HOUSING_COURT, "The landlord refused to fix the mold, so they filed an HP action.", ["hp"]),
    (HOUSING_COURT, "Joy got my overcharge case settled.", ["overcharge"]),
    # Britain's family courts: contact with the children, the money, couples never married, protection.
    (FAMILY_UK, "That's another 4 months without my son.", ["children"]),
    (FAMILY_UK, "The consent order got sent back by the court twice.", ["money"]),
    (FAMILY_UK, "We were never married but bought the house together.", ["cohabitation"]),
    (FAMILY_UK, "Got the order against my ex-husband extended when he breached it.", ["protection"]),
    # Australia's visas by subclass; a bare "the visa" names none of several.
    (VISAS_AU, "Our 820 got approved after the case officer asked for more info.", ["partner"]),
    (VISAS_AU, "The 482 for our head chef is sorted.", ["employer"]),
    (VISAS_AU, "Ended up on a 190 nominated by NSW.", ["skilled"]),
    (VISAS_AU, "Got the visa!! Thank you so much.", []),
    (VISAS_AU, "We paid $820 for the consult.", []),
    # Where neither side's service is named by its own words, the writer's side still decides.
    (TENANTS, "On my eviction court date the attorney showed up 20 minutes late.", ["defense"]),
    # A malpractice practice's cases apart.
    (MALPRACTICE, "The surgeon operated on the wrong knee.", ["surgical"]),
    (MALPRACTICE, "The ER sent him home with indigestion that was actually a heart attack.", ["diagnosis"]),
    (MALPRACTICE, "The pharmacy filled the wrong dose of my blood thinner.", ["medication"]),
    (MALPRACTICE, "That nursing home let her get bed sores down to the bone.", ["nursing"]),
    (MALPRACTICE, "He was deprived of oxygen during delivery.", ["birth", "cp"]),
    (MALPRACTICE, 'Consultation was "free" but they wanted me to sign the same day.', ["free"]),
    # Britain's criminal stages and offences; "defence" alone is no criminal practice.
    (CRIMINAL_UK, "Arrested at 2am, she was at the police station within the hour. Released under investigation.",
     ["station"]),
    (CRIMINAL_UK, "Caught doing 38 in a 30 with 9 points already, and the case got thrown out.", ["motoring"]),
    (CRIMINAL_UK, "They got my boy bail at Highbury Corner.", ["bail"]),
    (CRIMINAL_UK, "Priya represented my son at the youth court and the referral order was fair.", ["youth"]),
    (BANKRUPTCY_OH, "Now my case is dismissed. Thanks for nothing.", []),
    (BANKRUPTCY_OH, "We're in a 13 now and the payments are doable.", ["chapter-13"]),
    (BANKRUPTCY_OH, "Collectors were calling me at work 6-7 times a day.", ["harassment"]),
    (BANKRUPTCY_OH, "They negotiated settlements with my two biggest cards instead.", ["settlement"]),
    # Someone else's job is not the business's.
    (BANKRUPTCY_OH, "Found another attorney in Tempe who got me into a 13.", []),
    # A part replaced is a repair; a boiler replaced is the replacement.
    (BOSTON_HEATING, "Kevin found a bad circulator pump and replaced it for a fraction of that.", ["boiler-repair"]),
    (BOSTON_HEATING, "Luis replaced our 25 year old boiler in West Roxbury.", ["boiler-new"]),
    (BOSTON_HEATING, "We had a pipe freeze and split in the basement.", ["frozen"]),
    (DUBLIN_ELECTRICIAN, "They replaced it with a proper RCD board and labelled every circuit.", ["board"]),
    (DUBLIN_ELECTRICIAN, "The new fuse board is working and no more tripping.", ["board"]),
    (DUBLIN_ELECTRICIAN, "Fixed the house alarm that kept going off at 3am.", ["intruder"]),
    # A label names its job; its id only where the label names nothing the catalogue knows.
    (CAPE_TOWN, "Half our plugs died during the storm.", ["fault-finding"]),
    (CAPE_TOWN, "Replaced the old wooden board with a proper modern one.", ["db-board"]),
    (CAPE_TOWN, "They put 10 panels on our roof in Table View.", ["solar"]),  # panels on a roof are solar
    (WORKPLACE_AU, "Got my job back after I was let go for being pregnant.", ["dismissal", "discrimination"]),
    (WORKPLACE_AU, "He helped my dad with his underpayment claim against the restaurant.", ["wages"]),
    (WORKPLACE_AU, "Picked up a 12 month non-compete in my contract and got it cut down.", ["restraint"]),
    (WORKPLACE_AU, "Good advice, bit pricey.", []),  # advice says what kind of job, not which
    (INJURY_MIAMI, "Called about my truck accident and nobody called back.", ["truck"]),
    (INJURY_MIAMI, "I was crossing Flagler when a car turned right into me.", ["pedestrian"]),
    (INJURY_MIAMI, "They took my mom's case after her fall at a nursing home.", ["slip"]),
    (PLUMBER, "Found the burst pipe, isolated it and made it safe.", ["leak-repair"]),
    # "Buying a Home" is said as a purchase, "Selling a Home" as a sale.
    (HOME_MOVES, "Used them for our purchase in Islington. Efficient and friendly.", ["buying"]),
    (HOME_MOVES, "Our sale fell through because nobody chased the buyer's solicitors.", ["selling"]),
    # A catch-all linked only by a word that qualifies another job ("Tenant" in "Tenant Harassment") is not
    # heard in every landlord.
    (TENANT_RIGHTS, "Won my deposit case in small claims.", ["deposit"]),
    (TENANT_RIGHTS, "My landlord sent a renewal lease full of new riders.", []),
    (TENANT_RIGHTS, "The new owners started harassing every tenant to get us out.", ["harassment"]),
    # Equipment named by who installed it: the installation reviewed, unless the sentence tells a repair.
    (HEAT_AND_TANKS, "The furnace they put in works fine, but the install got pushed back three times.",
     ["furnace-new"]),
    (HEAT_AND_TANKS, "The blower motor on the furnace they installed last year died.", ["furnace-repair"]),
    (HEAT_AND_TANKS, "Grant put central air in our 1950s bungalow.", ["central-air"]),
    # An installation's own words, all of them the catalogue's, do not make a repair an installation.
    (HEAT_AND_TANKS, "Water heater quit on a Sunday night and the thermocouple was shot.", ["heater-repair"]),
    # Another company's verdict is not the job (no installation; the valve alone names no water heater), and
    # a price's comma does not end the thing that was sold.
    (HEAT_AND_TANKS, "Another company told us we needed a whole new water heater, he replaced the gas valve "
                     "instead.", []),
    (HEAT_AND_TANKS, "Came to fix the fill valve on my toilet and spent half an hour trying to sell me a $4,000 "
                     "softener and filtration system.", ["toilets"]),
    # A head noun two labels share is, said alone, the one listed first; with the other's own words, that one.
    (ESTATES_AND_CARE, "Paid $3,500 for a trust and then had to chase them for copies.", ["living-trusts"]),
    (ESTATES_AND_CARE, "They set up a special needs trust for our son.", ["special-needs"]),
    (BANKRUPTCY_CHAPTERS, "Never thought I'd need a bankruptcy lawyer.", []),  # the field names neither
    # ... but where not every label of the group has the head noun, it tells them apart ("trust" is no will).
    (TRUSTS_FIRM, "Trust was done right and on time.", ["living-trusts"]),
    # A family law firm's property matters, maintenance and financial agreements (Australia's names).
    (FAMILY_AU, "He was right almost to the dollar about what a court would do with my super and the house.",
     ["property"]),
    # the property in a family lawyer's clients' words: a share of the assets, a super account, the property file
    (FAMILY_AU, "Told me I'd probably get 60/40 of the assets. That was the advice.", ["property"]),
    (FAMILY_AU, "She caught that my ex had a second super account he forgot to disclose.", ["property"]),
    (FAMILY_AU, "Konstantina handled my divorce and the property after he left.", ["property", "divorce"]),
    (FAMILY_AU, "Ended up paying two people to get across the whole property file.", ["property"]),
    (FAMILY_AU, "We share the kids 50/50 now.", []),
    # ... and the children in theirs: shared care, a parenting matter, the ICL's report, supervised time
    ({**FAMILY_AU, "services": [{"id": "parenting", "label": "Parenting Orders"}]},
     "Got shared care sorted through mediation, no court.", ["parenting"]),
    ({**FAMILY_AU, "services": [{"id": "parenting", "label": "Parenting Orders"}]},
     "I was never told what was happening with my parenting matter.", ["parenting"]),
    ({**FAMILY_AU, "services": [{"id": "parenting", "label": "Parenting Orders"}]},
     "He explained what the ICL's report meant for us.", ["parenting"]),
    ({**FAMILY_AU, "services": [{"id": "parenting", "label": "Parenting Orders"}]},
     "The kids are with me most of the week and their father has supervised time.", ["parenting"]),
    (FAMILY_AU, "Was told at the first meeting my claim for maintenance was very strong.", ["maintenance"]),
    (FAMILY_AU, "Got a good outcome on spousal maintenance.", ["maintenance"]),
    (FAMILY_AU, "We did a financial agreement before the wedding.", ["bfa"]),
    # No heat is the heat pump's where the review names it in or beside its sentence; zoned systems are zoning.
    (HEAT_PUMP_FIRM, "The heat pump was blowing lukewarm air. He swapped the reversing valve and we had our heat "
                     "back by noon.", ["heat-pump-repair"]),
    (HEAT_PUMP_FIRM, "Furnace wouldn't light. No heat for two days.", ["furnace-repair"]),
    (HEAT_PUMP_FIRM, "They designed a two zone system for our split level.", ["zoning"]),
    (UK_HEATING, "We had underfloor heating put in the new kitchen extension.", ["underfloor"]),
    # A cyclist hit by a car is the cycling claim; a work accident, a failed operation, a pothole.
    (INJURY_SCOT, "Hit by a car on my bike on Great Western Road.", ["cycling"]),
    (INJURY_SCOT, "I came off the scaffolding on that building site.", ["work"]),
    (INJURY_SCOT, "My operation at the Queen Elizabeth went badly wrong.", ["clinical"]),
    (INJURY_SCOT, "I tripped on a pothole outside the library.", ["slips"]),
    # The leak of "Gas Leak Detection" is the gas's: a water leak is the other label's.
    (PLUMBER_GAS, "He found the leak under the kitchen sink in no time.", ["leak"]),
    (PLUMBER_GAS, "We smelled gas by the stove.", ["gas-leak"]),
    # California's eviction words, the notices before one, a deposit claimed.
    (LANDLORDS, "Miriam handled the UD and the sheriff lockout.", ["eviction"]),
    (LANDLORDS, "Lost on a technicality with the notice they prepared.", ["notices"]),
    (LANDLORDS, "Former tenant sued me in small claims for her entire deposit.", ["deposit"]),
    # Chapters said as bare numbers; a car got back; debts talked down.
    (DEBT_RELIEF, "I filed the 7 and it went smooth.", ["chapter-7"]),
    (DEBT_RELIEF, "They told me a 13 would save it.", ["chapter-13"]),
    (DEBT_RELIEF, "They stopped the garnishment and got my car back.", ["repo"]),
    (DEBT_RELIEF, "They negotiated my medical bills down with the collection agency.", ["negotiation"]),
    # Ductwork by its own name, insulation blown in, a house too hot to live in.
    (DESERT_HVAC, "Crew replaced all the ductwork in our attic.", ["ducts"]),
    (DESERT_HVAC, "R-38 blown in, in one day.", ["insulation"]),
    (DESERT_HVAC, "Another weekend at 90 degrees inside.", ["ac-repair"]),
    # A smell of gas is something broken; a gas line pressure tested is no backflow test.
    (GAS_AU, "Had a strong gas smell near the meter. He found a loose fitting and pressure tested the whole line.",
     ["gas-leak"]),
    # A will that left someone out is a family provision claim; the noun "will" where the verb cannot be.
    (WILLS_AU, "Dad left his whole estate to his new wife's kids, and Fiona said I was an eligible person.",
     ["provision"]),
    (WILLS_AU, "Will. Done. Easy.", ["wills"]),
    (WILLS_AU, "Saw them for mum's EPOA.", ["poa"]),
    # Taking the old out is a replacement.
    (OLD_HOUSES, "They quoted us $14k to remove the knob and tube.", ["knob"]),
    # "Installation & Service" is every job of its kind; a blower motor is the furnace's only where no AC is named.
    (HEAT_PUMPS_KC, "Marcos explained why our heat pump kept going into defrost and replaced a bad sensor.",
     ["heat-pumps"]),
    (HEAT_PUMPS_KC, "Kyle came out same day and got our AC blowing cold again, blower motor I think.", ["ac-repair"]),
    # Britain's motoring offences by their own words.
    (MOTORING_UK, "I was stopped doing 94 on the A1(M) near Wetherby.", ["speeding"]),
    (MOTORING_UK, "Great, six month totting ban anyway.", ["totting"]),
    (MOTORING_UK, "My son got done for no insurance after a mix up with his policy.", ["no-insurance"]),
    (MOTORING_UK, "Got a letter saying I'd be prosecuted for not naming the driver.", ["identify"]),
    (MOTORING_UK, "Got done for using my phone at the lights.", ["phone"]),
    # A Social Security appeal's stages and reviews.
    (SSD_STAGES, "I had to find out from SSA myself that my reconsideration was denied.", ["recon"]),
    (SSD_STAGES, "Mine is at the Appeals Council now.", ["council"]),
    (SSD_STAGES, "Got a letter from SSA saying I owed $14,000.", ["overpayment"]),
    (SSD_STAGES, "SSA wanted to review whether I'm still disabled.", ["cdr"]),
    # A septic drain field is no drain to clean; a rented tank is the rental.
    (SEPTIC_AND_TANKS, "He explained why the grass over our drain field was always soggy and fixed it.", ["field"]),
    (SEPTIC_AND_TANKS, "Switched to their rental tank and the monthly is lower.", ["rental"]),
    # An alarm and cameras put up; Texas probate's heirs and muniments; a grandparent who can no longer decide.
    (SECURITY_IE, "Siobhán put in an alarm and 4 cameras for us.", ["alarms", "cctv"]),
    (SECURITY_IE, "Wasnt late, and the alarm was up and running before lunch.", ["alarms"]),
    (PROBATE_TX, "Dad died without a will and Chase got the court to declare who the heirs were.", ["heirship"]),
    (PROBATE_TX, "Got the muniment done and the house transferred in six weeks.", ["muniment"]),
    (PROBATE_TX, "Grandma fell and could no longer make her own decisions.", ["guardianship"]),
    # Canada's sponsorships and PR; Queensland's WorkCover and common law claims (no cohabitation there).
    (IMMIGRATION_CA, "Grant handled my husband's sponsorship from start to finish.", ["spousal"]),
    # New South Wales conveyancing: an off-the-plan unit, strata, a caveat.
    (CONVEYANCING_NSW, "Jess was brilliant with our off-the-plan unit.", ["off-plan"]),
    (CONVEYANCING_NSW, "She sorted out our strata dispute over the car space.", ["strata"]),
    (CONVEYANCING_NSW, "A builder we never hired lodged a caveat on our property.", ["caveats"]),
    # Heating oil ordered is the delivery, not the boiler.
    (OIL_HEATING, "Ordered 500 litres on the Monday and the tank was bone dry by Friday.", ["oil"]),
    (OIL_HEATING, "They put in a new 40 gallon water heater.", []),
    # A label that is a doing and its object names the doing: "Buying a Property" is the purchase, not
    # "Off-the-Plan Purchases" (whose purchase the off-the-plan qualifies); a sale is "Selling a Property".
    (CONVEYANCING_NSW, "Priya handled our first purchase, a two bedder in Marrickville.", ["buying"]),
    (CONVEYANCING_NSW, "Really happy with how our sale went.", ["selling"]),
    (OIL_HEATING, "Oil delivered out to Carryduff the same day I rang.", ["oil"]),
    (OIL_HEATING, "The delivery driver reversed over our flower bed.", ["oil"]),
    # a boiler that will not fire up, or cuts out, is broken (so not named only in passing beside the oil)
    (OIL_HEATING, "Her boiler wouldn't fire up, and they delivered 500 litres of oil the same day.", ["repair", "oil"]),
    (OIL_HEATING, "Our boiler kept cutting out. They delivered 500 litres of oil as well.", ["repair", "oil"]),
    # Found by a review of the eleventh round: ordinary sentences these rules first heard wrongly.
    (BACKFLOW_AND_GAS, "Had a strong gas smell near the meter. He pressure tested the whole line.", ["gas-leak"]),
    (DEBT_RELIEF, "I went through a 13 month nightmare before they filed my chapter 7.", ["chapter-7"]),
    (GENERAL_PRACTICE, "Signed everything on my phone, really easy.", []),
    (GENERAL_PRACTICE, "Mum left her estate to the three of us and they made probate painless.", ["probate"]),
    (GENERAL_PRACTICE, "I had to send it back three times because they filled the forms out wrong.", []),
    (GENERAL_PRACTICE, "They said I owed $2,000 more in fees.", []),
    (GENERAL_PRACTICE, "They wanted the full deposit up front.", []),
    (HEAT_PUMP_FIRM, "No heat on Christmas Eve and they came out in an hour. Toasty by lunch. He also quoted us for a "
                     "heat pump.", ["furnace-repair"]),
    (IMMIGRATION_CA, "we got our PR!!!!! 2 years of waiting.", ["pr"]),
    (IMMIGRATION_CA, "Olivia walked me through my visitor record extension.", ["visitor"]),
    (INJURY_QLD, "Great service, highly recomend to anyone whos been hurt at work", ["workcover"]),
    (INJURY_QLD, "He explained my common law options in plain English.", ["common-law"]),
    (INJURY_QLD, "Yes they won my MVA claim, but they took nearly 40% of the payout.", ["mva"]),
    # "Workplace Injury" is workers' compensation; a California claim's parts are told apart.
    (COMP_CA, "got hurt at work in east LA they handled everything", ["injury"]),
    (COMP_CA, "Got my TD checks restarted after the insurance cut me off.", ["td"]),
    (COMP_CA, "She walked me through what would happen at the QME appointment.", ["treatment"]),
    (COMP_CA, "Chase sent them one letter and suddenly they found a desk job for me.", ["back"]),
    (COMP_CA, "Jenny returned every call to me the same day.", []),  # "return ... to" is no return to work
    # A kind of job qualifies nothing: "Immigration Consultation" keeps its immigration.
    (IMMIGRATION_ADVICE, "They handled my visa application quickly.", ["consultation"]),
    (HEAT_AND_TANKS, "The blower motor on the furnace you guys installed died.", ["furnace-repair"]),
    (HEAT_AND_TANKS, "The tech put the furnace in emergency heat mode until the part came.", ["furnace-repair"]),
    # Solar panels put on a roof are installed; what monitors them is the solar's; a battery that went in, a
    # charger for a Tesla model.
    (SOLAR_AND_REPAIRS, "Chase and Luis put 22 panels on our roof in Chula Vista back in March.", ["install"]),
    (SOLAR_AND_REPAIRS, "One of the microinverters on the roof stopped reporting and he swapped it.", ["solar-repair"]),
    (SOLAR_AND_REPAIRS, "DO NOT USE. Battery went in fine and then started faulting every few nights.", ["battery"]),
    (SOLAR_AND_REPAIRS, "Brad put in a 50A outlet for my Model Y.", ["ev"]),
    # Colorado's express consent hearing is the DMV's; a traffic stop is no traffic offence.
    (DUI_CO, "She knows the express consent statute inside and out and won the hearing.", ["dmv"]),
    (DUI_CO, "My son was charged with possession with intent after a traffic stop.", ["drug"]),
    # England's conveyancing: a remortgage, a flat bought, the other side's buyer, a lease extended.
    (CONVEYANCING_ENGLAND, "remortgage done in 3 weeks no fuss.", ["remortgage"]),
    (CONVEYANCING_ENGLAND, "Used them to buy our first flat in Altrincham.", ["purchase"]),
    (CONVEYANCING_ENGLAND, "Very slow. Our buyers solicitor was quicker at everything.", ["sale"]),
    (CONVEYANCING_ENGLAND, "Extended the lease on my flat and got the freeholder to agree a premium.", ["lease"]),
    # A combi is a boiler; carrying the old one out is a replacement; an AC in and cooling is installed.
    (BOILERS_AND_HEATING, "Mark fitted our new combi last month.", ["boiler-new"]),
    (BOILERS_AND_HEATING, "They left a black mark up the hallway carrying the old boiler out.", ["boiler-new"]),
    (AC, "Showed up when they said they would, AC is in and cooling fine.", ["ac-new"]),
    # What a firm tried to sell is no job, up to what follows it ("after", "which").
    (DRAINS, "Came to unclog a bathtub drain and the guy tried to sell me a $9,000 sewer line replacement after "
             "\"running the camera\", which I never asked for.", ["drains"]),
    (BANKRUPTCY, "They found problems with how they'd serviced the loan and we're still in our house.",
     ["foreclosure"]),
    # A workers' comp firm: its field goes without saying in "Workers' Comp Settlements" (the settlements), so a
    # comp claim is the injury at work; a disease from years at a refinery; benefits cut off.
    (COMP_PA, "Tamika always knew where my case was at. Got my wage loss back dated too.", ["injured"]),
    (COMP_PA, "They took 20% of my settlement and I met the actual lawyer once.", ["settlements"]),
    (COMP_PA, "I worked 22 years at the refinery in South Philly and got diagnosed with COPD.", ["disease"]),
    (COMP_PA, "The insurance company filed a petition to cut off my benefits.", ["stopped"]),
    (COMP_PA, "Hurt my shoulder stocking shelves and they did the paperwork with me the same day.", ["injured"]),
    # ... but an injury told by the body part beside a fall in a shop is the fall's, at an injury firm
    (INJURY_AND_WORK, "Slipped on a wet floor at a shopping centre and wrecked my knee.", ["slip"]),
    (INJURY_AND_WORK, "Wrecked my knee and they sorted the claim with my employer.", ["work"]),
    # A tenant's buyout ("cash for keys"), a deposit got back; old wiring got rid of is replaced.
    (TENANTS_SF, "Naomi negotiated buyouts for all 4 units.", ["buyouts"]),
    (TENANTS_SF, "The new owners tried to pressure her out with a tiny cash for keys offer.", ["buyouts"]),
    (TENANTS_SF, "The lawyer got my $3,200 deposit back plus penalty.", ["deposits"]),
    (OLD_WIRING, "The insurance company gave us 60 days to get rid of the knob and tube.", ["knob-and-tube"]),
    # Of services sharing catalogue words, one whose label alone has the words said is told whatever was done:
    # knob and tube found is its replacement's, and wiring put right the renovation wiring's.
    (OLD_WIRING, "The home inspector flagged live knob and tube. They gave us a clear quote.", ["knob-and-tube"]),
    (OLD_WIRING, "When we finished the basement they tore out the old wiring and did it properly.", ["reno"]),
    (CIRCUITS, "Our sump pump circuit started tripping and they sorted it the same day.", ["repairs"]),
    # A buyer is a purchase, a seller a sale: "Buyer Closings" is buying a place, not the purchase and sale
    # agreement (a P&S); a refi is a refinance.
    (CLOSINGS_MA, "Danny was excellent. Buying our first place and the lender changed the numbers the night before "
                  "closing.", ["buyer"]),
    (CLOSINGS_MA, "First time selling, living out of state, and she handled everything.", ["seller"]),
    (CLOSINGS_MA, "Her flat fee for our refi was less than the bank's attorney quoted.", ["refi"]),
    (CLOSINGS_MA, "They caught that the P&S listed the wrong parking space.", ["pns"]),
    # A blocked drain is a clog backing up, cleared; "Gasfitting" is every gas job, whose testing is no backflow test.
    (PLUMBING_NZ, "Rang at 7am with sewage coming up through the shower drain.", ["blocked"]),
    (PLUMBING_NZ, "Good work clearing the stormwater drain, though the digger chewed up the lawn.", ["blocked"]),
    (PLUMBING_NZ, "They relined the cracked drain under the deck instead of digging it up.", ["drain-repairs"]),
    (PLUMBING_NZ, "Could smell gas in the kitchen. Loose fitting behind the bayonet. He tested everything else and "
                  "left us the certificate.", ["gasfitting"]),
    (PLUMBING_NZ, "Got them to run mains gas to the new cooktop.", ["gasfitting"]),
    (PLUMBING_NZ, "Annual backflow test done in ten minutes.", ["backflow"]),
    # An employment practice's cases in the words of those who lived them; a reno is a renovation.
    (EMPLOYMENT_LA, "My old job never gave us lunch breaks, we ate standing at the register.", ["breaks"]),
    (EMPLOYMENT_LA, "My supervisor kept touching me and HR did nothing.", ["harassment"]),
    (EMPLOYMENT_LA, "My manager started cutting my hours right after I told him I was pregnant.", ["discrimination"]),
    (EMPLOYMENT_LA, "Called them after being walked out of the building with zero explanation.", ["termination"]),
    (EMPLOYMENT_LA, "They kept refusing to let me have a stool for my back even with a doctors note.", ["accommodation"]),
    (EMPLOYMENT_LA, "He fought for me when my employer came after me for reporting the safety violations.", []),
    (RENOVATIONS, "They did all the wiring for our basement reno.", ["reno"]),
    # A wills practice: an estate sorted out is its administration; a will done, or beside an LPA, is no verb.
    (WILLS_UK, "Eighteen months to sort out a straightforward estate.", ["probate"]),
    (WILLS_UK, "Estate's finally wrapped up but I wouldn't use them again.", ["probate"]),
    (WILLS_UK, "They came to my flat to do my will as I don't get out much.", ["will", "home"]),
    (WILLS_UK, "Will finally done but no apology whatsoever.", ["will"]),
    (WILLS_UK, "Sorted my dads will and LPA in one sitting.", ["will", "lpa"]),
    # An emergency found by when it was is no other job of its group: the AC that died is still repaired.
    (AC_AROUND_THE_CLOCK, "Came out at 11pm on a Friday when our AC died.", ["ac-repair", "emergency"]),
    # England's family law: a settlement "on divorce" is the settlement, not every divorce; contact arrangements,
    # a lives-with order, a non-mol, the CMS.
    (FAMILY_NEWCASTLE, "Stuart sorted my divorce pretty much online, final order in 7 months.", ["divorce"]),
    (FAMILY_NEWCASTLE, "Used them for the divorce and the financial settlement.", ["divorce", "finances"]),
    (FAMILY_NEWCASTLE, "She got me the contact arrangement I wanted with my son.", ["children"]),
    (FAMILY_NEWCASTLE, "Joy got a lives-with order for my grandson.", ["children"]),
    (FAMILY_NEWCASTLE, "Helen got me a non mol order the same day I walked in.", ["non-mol"]),
    (FAMILY_NEWCASTLE, "My ex stopped paying for the kids and she sorted the CMS side out.", ["maintenance"]),
    # A workers' comp practice's parts as the injured tell them.
    (COMP_IL, "Got hurt working at a restaurant in Oak Lawn, slipped on grease.", ["injury"]),
    (COMP_IL, "Honestly they got me everything I was owed for my back injury.", ["injury"]),
    (COMP_IL, "Got my claim approved after the insurance denied it TWICE.", ["denied"]),
    (COMP_IL, "Eight months in and my knee surgery still isn't approved.", ["medical"]),
    (COMP_IL, "They got her medical bills paid and her weekly checks started.", ["ttd", "medical"]),
    (COMP_IL, "Then got me a fair permanent partial award for my crushed foot.", ["permanent"]),
    (COMP_IL, "My husband was killed in a forklift accident at his job last year.", ["injury", "death"]),
    (COMP_IL, "They did my workers comp and also sued the trucking company.", ["injury", "third-party"]),
    # A house converted from oil to electric heat, its tank gone; Texas's occupational licence, an expunction, a THC vape.
    (OIL_TO_ELECTRIC, "They did a great job converting my mother's house in Laval from oil.", ["conversion"]),
    (OIL_TO_ELECTRIC, "I was skeptical about ditching oil after 40 years.", ["conversion"]),
    (OIL_TO_ELECTRIC, "In and out in two days, tank gone, no smell left in the basement.", ["tank"]),
    (DWI_TX, "Needed an occupational license so I could keep driving to my job.", ["occupational"]),
    (DWI_TX, "Took close to a year to get my record sealed.", ["expunction"]),
    (DWI_TX, "My son got caught with a THC vape at school.", ["drug"]),
    # From a fresh-eyes review of the thirteenth round: equipment in trouble is no installation by its name alone;
    # a name each of two labels has alone leaves it to the kind; clearing a site is no blocked drain; ordinary
    # sentences near the new employment, wills and home-visit words; Reno the city.
    (AC_TWO_WAYS, "AC not cooling, came out the same day, reasonable price.", ["repair"]),
    (AC_TWO_WAYS, "Tuned up our AC before summer.", ["repair"]),
    (TANKLESS, "The tankless was making a weird whining noise and showers went cold.", ["repair"]),
    (OLD_WIRING, "They replaced all the knob and tube wiring in our 1920s house.", ["knob-and-tube"]),
    (PLUMBING_NZ, "Once they had cleared the site they dug up and replaced the broken drain.", ["drain-repairs"]),
    (EMPLOYMENT_LA, "She let me go through every page of the severance agreement at my own pace.", []),
    (EMPLOYMENT_LA, "After the mediation he walked out of the building with me and explained the offer.", []),
    (EMPLOYMENT_LA, "They let me have a payment plan for the fees on my unpaid overtime claim.", ["wages"]),
    (EMPLOYMENT_LA, "Her compassion really touched me when she took my overtime case.", ["wages"]),
    (WILLS_AND_HOMES, "Very reasonably priced will definitely use them again for our house sale.", ["conveyancing"]),
    (WILLS_AND_HOMES, "They sorted out the estate agent who was dragging his feet on our purchase.", ["conveyancing"]),
    (RENO_PLUMBING, "Great plumber in Reno, fixed our leak fast.", ["leak"]),
    (RENO_PLUMBING, "They did all the plumbing for our bathroom reno.", ["reno"]),
    # A record sealed by petition, a drug case.
    (DWI_TX, "Marcus handled the petition to seal it and I didn't even have to go to court.", ["expunction"]),
    (DWI_TX, "He answered all my questions about sealing a 2015 arrest from Arvada.", ["expunction"]),
    (DWI_TX, "Rebekah got my drug case dismissed.", ["drug"]),
    # Whom a conveyancer's job is for is the job ("Conveyancing For Buyers"); "off" alone is no off-the-plan
    # purchase; Victoria's vendor statement, a block subdivided, a house transferred.
    (CONVEYANCING_VIC, "Bought a terrace just off Brunswick St in Fitzroy.", ["buyers"]),
    (CONVEYANCING_VIC, "Used them for the sale of our place in Footscray.", ["sellers"]),
    (CONVEYANCING_VIC, "Off the plan apartment in Footscray, they checked everything.", ["off-plan"]),
    (CONVEYANCING_VIC, "Rang up with one simple question about our Section 32.", ["s32"]),
    (CONVEYANCING_VIC, "Used them to subdivide our block in Preston into two lots.", ["subdivision"]),
    (CONVEYANCING_VIC, "Helen sorted the transfer of my late dad's house to my sister and me.", ["transfer"]),
    # Queensland's splits by their maker, a unit moved, a regas; a cyclist doored, a bike laid down, a car totaled.
    (AIRCON_QLD, "Explained everything about the new Daikin split in the study.", ["split"]),
    (AIRCON_QLD, "Did a great job moving our split from the old lounge wall to the new extension.", ["removal"]),
    (AIRCON_QLD, "Needed 3 splits pulled out of an old rental. Danny regassed the one he moved.", ["regas", "removal"]),
    (INJURY_WA, "Signed with them after I got doored riding my bike on Renton Ave.", ["bicycle"]),
    (INJURY_WA, "Laid my bike down avoiding a left-turner on 15th.", ["motorcycle"]),
    (INJURY_WA, "My car got totaled in a 4-car pileup on I-5.", ["car"]),
    (INJURY_WA, "After a drunk driver killed my husband I didn't get out of bed for weeks.", ["death"]),
    # From a second fresh-eyes review of the thirteenth round: "removal" alone is no unit removal; a conveyancer
    # named is the buyer's (the one listed first), not the commercial one's; stamp duty advice keeps its stamp duty;
    # off grid keeps its "off"; a figurative killing or pile-up, a deal sealed, a cyclist doored further on.
    (HVAC_AND_MOLD, "We relocated last year and called them at our new house.", []),
    (CONVEYANCING_SIDES, "Our conveyancer Joy was great.", ["buyers"]),
    (STAMP_DUTY, "They calculated our stamp duty and saved us money.", ["duty", "conveyancing"]),
    (OFF_GRID, "Our cabin runs off grid now thanks to them.", ["off-grid"]),
    (INJURY_WA, "The stress of the case nearly killed my husband.", []),
    (INJURY_WA, "The paperwork was a pile-up on my desk for weeks.", []),
    (INJURY_WA, "I was on my bike when a parked driver opened his door and I got doored.", ["bicycle"]),
    (CRIMINAL_TX, "She sealed the deal on my case in one hearing.", []),
    # Where a conveyancer acts for both sides, the deal is the service of the side the writer is on: a buyer deals
    # with the seller's agent and the vendor's solicitor; a chain is both sides; a firm that represented the
    # seller did the seller's job, whoever writes.
    (CONVEYANCING_SIDES, "We were buying our first place and the seller's agent was a nightmare.", ["buyers"]),
    (CONVEYANCING_SIDES, "Our seller pulled out a week before settlement.", ["buyers"]),
    (CONVEYANCING, "The invoice arrived after our seller pulled out.", ["purchase"]),
    (CONVEYANCING, "The seller dragged it out, but we finally exchanged.", ["purchase"]),
    (CONVEYANCING, "Hannah was amazing on our sale and purchase running at the same time.", ["purchase", "sale"]),
    (CONVEYANCING, "We bought a new build and they missed a charge that wasn't in the sales brochure.", ["purchase"]),
    (CONVEYANCING_SIDES, "They represented the seller on the house we bought and were slow.", ["sellers"]),
    # Where a label's head is the business's own field, the word before it is its head too: a conveyancer's
    # "Residential Purchase Conveyancing" is any purchase, "Off-the-Plan Purchases" one off the plan; not the
    # "air" of an air-conditioning firm's "Ducted Air Conditioning".
    (CONVEYANCING_QLD, "Summer handled our first home purchase in Carindale.", ["buying"]),
    (CONVEYANCING_QLD, "Our off-the-plan purchase settled on time.", ["off-plan"]),
    (AIRCON_SYD, "The unit was blowing warm air, so he fixed the leak and regassed it.", ["repairs"]),
    # A conveyancer's words: a sale of someone's unit, the buyer's building and pest deadline, the keys; what is
    # commercial said by what it is (a warehouse); a case against the sellers is no sale.
    (CONVEYANCING_QLD, "Sold mum's unit in Wynnum after she went into care.", ["selling"]),
    (CONVEYANCING_QLD, "We had to chase the building and pest deadline ourselves.", ["buying"]),
    (CONVEYANCING_QLD, "Smooth from contract to keys.", ["buying"]),
    (CONVEYANCING_QLD, "We bought a small warehouse out at Logan for the business.", ["commercial"]),
    (REAL_ESTATE, "We won the case against the sellers who hid the water damage.", []),
    # A label whose words another's has with more is not heard where every sentence says the more: a new build
    # bought is "New Build Purchase" alone. What a buyer would owe if they sold later makes them no seller.
    (CONVEYANCING_MCR, "We bought a new build on the edge of Altrincham and the developer was a nightmare.",
     ["new-build"]),
    (CONVEYANCING_MCR, "We bought a new build in Salford. The purchase itself dragged on for months.",
     ["purchase", "new-build"]),
    (CONVEYANCING_MCR, "Helped us buy our council house under Right to Buy and explained what we'd pay back if we "
                       "sold within five years.", ["right-to-buy"]),
    # A firm's one installation of whole systems is what a new one after a repair's words is, what "the install"
    # is, and what carrying the old unit out is, where nothing near names another service.
    (HVAC_TULSA, "Our rental had a furnace that was probably older than me. They had a new one in the same week.",
     ["new-system"]),
    (HVAC_TULSA, "They found a crushed duct in the attic. Replaced it, done.", ["ductwork"]),
    (HVAC_TULSA, "The unit itself cools fine but honestly the install was a mess.", ["new-system"]),
    (HVAC_TULSA, "They cracked a tile in our entryway carrying the old unit out.", ["new-system"]),
    (HVAC_TULSA, "The install of the new thermostat took ten minutes.", ["thermostat"]),
    # A malpractice practice's words: the ER, a cancer missed on scans, a child born with an injury, ten times
    # the dose, a death in the family told without "wrongful".
    (MALPRACTICE_FL, "My ER doc sent me home with gas pains and it was my appendix.", ["er", "diagnosis"]),
    (MALPRACTICE_FL, "My wife's cancer was missed on two scans.", ["diagnosis"]),
    (MALPRACTICE_FL, "My daughter was born at a hospital in Winter Garden with a shoulder injury.", ["birth"]),
    (MALPRACTICE_FL, "My husband was given ten times the correct dose of a blood thinner.", ["medication"]),
    (MALPRACTICE_FL, "They fought for our family after we lost dad.", ["death"]),
    (MALPRACTICE_FL, "They fought the hospital for 2 yrs over my brothers death.", ["death"]),
    (MALPRACTICE_FL, "Er, I mean, they were fine.", []),
    # A real-estate practice's words: a spouse added to title, a presale assignment, a lease on a clinic's space,
    # the landlord of our shop.
    (REAL_ESTATE_BC, "Added my wife to title after we got married.", ["title"]),
    (REAL_ESTATE_BC, "David explained the GST on my presale assignment.", ["presale"]),
    (REAL_ESTATE_BC, "Hired them for the lease on our dental clinic space in Burnaby.", ["leases"]),
    (REAL_ESTATE_BC, "The landlord of our shop tried to pass the cost of a new roof on to us.", ["leases"]),
    # A holiday callout is out of hours in every trade.
    (AC_AROUND_THE_CLOCK, "Came out on Christmas Eve when our AC quit and fixed it.", ["ac-repair", "emergency"]),
    # A drain unplugged is cleared; a wall patched back up is no drain backing up. A chapter by its number alone.
    (PLUMBER_DRAINS, "Chase and his helper unplugged our main line.", ["drains"]),
    (PLUMBER_DRAINS, "Fixed the leak behind the shower wall and patched the wall back up.", ["leak"]),
    (BANKRUPTCY, "The trustee said I qualified for a 13, not a 7.", ["chapter-13"]),
    # A label linked to a catch-all only by the business's own field is not every sentence of the field: a bankruptcy
    # firm's "Small Business Bankruptcy" is not "knows bankruptcy law inside and out".
    (BANKRUPTCY_TN, "Mr. Bell knows bankruptcy law inside and out.", []),
    (BANKRUPTCY_TN, "We filed a Subchapter V for the restaurant.", ["small-business"]),
    # A panel upgrade replaces the panel, not a melted breaker in it.
    (ELECTRICIAN_TO, "The breaker box was buzzing, so he replaced a melted breaker and went over the whole panel.",
     ["repair"]),
    (ELECTRICIAN_TO, "Grant swapped our old ceramic fuse board for a new one.", ["panel"]),
    (ELECTRICIAN_TO, "The surveyor flagged the old panel and they swapped it that same week.", ["panel"]),
    # A circuit of one appliance's own: the hot tub wired, a dedicated line for the chest freezer.
    (ELECTRICIAN_TO, "Priya did a good job wiring the hot tub, no complaints there.", ["circuits"]),
    (ELECTRICIAN_TO, "They ran a new dedicated line for the chest freezer in the garage.", ["circuits"]),
    # A toilet, a sink and a garbage disposal are fixtures.
    (PLUMBER_SD, "Got our toilet and bathroom sink swapped out in one afternoon.", ["fixtures"]),
    (PLUMBER_SD, "The garbage disposal was jammed and leaking, they replaced it.", ["fixtures"]),
    # The words that name a service inside another's own words name the other: a will contested is no will written.
    (WILLS_NSW, "Contested my aunt's will with this firm.", ["provision"]),
    (WILLS_NSW, "They did my will and then my aunt's will.", ["wills"]),
    (WILLS_NSW, "Will was done eventually but I had to ring four times.", ["wills"]),
    # A workers' comp claim told by the employer's denial and the wages lost.
    (COMP_MO, "He fought for me when my employer claimed my injury happened at home.", ["claims"]),
    (COMP_MO, "My employer said I quit, and they proved otherwise.", []),
    # From a fresh-eyes review of the fourteenth round: buying and selling take sides only in a job that is no
    # installation; a whole system replaces a repair only where a whole unit is put in; the more of a narrower
    # label is said with the broader's words, not a clause away; a panel replaced in the passive; a holiday is a
    # callout's only as its day; an appliance near which lights went in is no fault.
    (WATER_HEATER_SALES, "We bought a new water heater from them and it was installed same day.", ["water-heaters"]),
    (WHOLE_SYSTEMS, "Our AC stopped cooling on Sunday. The tech found a bad capacitor. He also installed a new smart "
                    "thermostat for us.", ["ac-repair"]),
    (WHOLE_SYSTEMS, "AC repair was quick. The installers from the other company never showed.", ["ac-repair"]),
    (HEAT_PUMP_WATER, "They installed a heat pump for the house and a new water heater in the garage.", ["hp", "hpwh"]),
    (ELECTRICIAN_TO, "Had our panel replaced last week.", ["panel"]),
    (AC_AROUND_THE_CLOCK, "Great crew, and a Merry Christmas to all of them!", []),
    (ELECTRICIAN_NZ, "They installed downlights over the stove and the island.", []),
    # A word another service's catalogue words hear does not name a label the catalogue does not know alone: a
    # debt "discharged" is the Chapter 7's; a mortgage approved is no foreclosure; a card debt settled is.
    (BANKRUPTCY_WA, "Filed in March, discharged in July, and I finally sleep at night.", ["chapter-7"]),
    (BANKRUPTCY_WA, "They got part of my student loans discharged.", ["chapter-7", "student-loans"]),
    (BANKRUPTCY_WA, "Five years later I just got approved for a mortgage on a condo.", []),
    (BANKRUPTCY_WA, "I fell behind on the mortgage and they stopped the sale.", ["foreclosure"]),
    (BANKRUPTCY_WA, "Needed help settling about $22k of credit card debt without filing.", ["settlement"]),
    (MALPRACTICE, "The anesthesiologist's notes didn't match the monitors.", ["surgical"]),
    # A New Zealand electrician's heat pumps and cylinders; an appliance that stopped, and a blown fuse, are faults.
    (ELECTRICIAN_NZ, "Top job on the heat pump, warm as toast now.", ["heat-pumps"]),
    (ELECTRICIAN_NZ, "Third time the cylinder element has been replaced.", ["cylinders"]),
    (ELECTRICIAN_NZ, "Oven fixed. Fair price.", ["faults"]),
    (ELECTRICIAN_NZ, "The sparky was there within the hour. Main fuse had blown.", ["faults"]),
    # What only cooling does: the air handler dripping, the drain pan, a unit freezing up.
    (AC_AROUND_THE_CLOCK, "Fixed the leak in the attic unit and replaced the cracked drain pan.", ["ac-repair"]),
    (AC_AROUND_THE_CLOCK, "Same problem, unit freezes up and stops blowing cold.", ["ac-repair"]),
    # A split installed, said short; a mortgage switched is the remortgage.
    (AIRCON_SUNSHINE, "Split install was ok I suppose.", ["split"]),
    (AIRCON_SUNSHINE, "Swapped out our old wall unit for a new one.", ["split"]),
    (CONVEYANCING_IE, "They were fantastic with our mortgage switch, all done in a few weeks.", ["remortgage"]),
    (CRIMINAL_TX, "Her closing sealed it for my theft case.", ["theft"]),
    # A service heard only in words of its own job is not named without them.
    (DUCTS, "Quoted $189 to reconnect a duct that came loose in the attic.", ["duct-repair"]),
    # ... but a name one label has is no other kind of job: "AC" in "AC Installation", the air conditioning.
    (AC, "Good work on the air conditioning install, the unit is quiet.", ["ac-new"]),
    (AC, "The AC stopped cooling and he fixed it in an hour.", ["ac-repair"]),
    # An eviction is defended: "Wrongful Eviction Claims" are claims (its eviction qualifies them, as its defense
    # qualifies "Eviction Defense"), and a defense says only what kind of job, not which eviction.
    (TENANTS_SF, "They won my eviction case at trial.", ["eviction"]),
    (TENANTS_SF, "Wouldn't take my case because I was only being evicted for nonpayment.", ["eviction"]),
    (TENANTS_SF, "They got us $40k for a wrongful eviction.", ["wrongful"]),
    # From a fresh-eyes review of the twelfth round: installed wrong is a fault; a water heater in fine shape is
    # no installation; a repair done before a later install, or one only wished for, stays the repair; the
    # reviewer's own buyer's agent is no sale; PTO as time off is no solar; a smoke alarm's battery is no
    # home battery; a recovery told of oneself is no benefits cut off.
    (HEAT_AND_TANKS, "He found the water heater had been installed wrong from day one.", ["heater-repair"]),
    (HEAT_AND_TANKS, "Tech said the water heater was in fine shape and just replaced the thermocouple.",
     ["heater-repair"]),
    (HEAT_AND_TANKS, "Water heater stopped working on Sunday. He had it going again in an hour. Would use them to "
                     "install our next one.", ["heater-repair"]),
    (HEAT_AND_TANKS, "Water heater was leaking from the valve. He fixed it in no time. They upgraded our thermostat "
                     "too.", ["heater-repair"]),
    (CONVEYANCING_ENGLAND, "Bought our first flat. My buyers agent recommended them.", ["purchase"]),
    (SOLAR_AND_REPAIRS, "He was a no-show twice and I had to burn PTO both times.", []),
    (SOLAR_AND_REPAIRS, "Battery in the smoke alarm kept chirping so he swapped them all.", []),
    (COMP_PA, "Hurt my back at the warehouse. I'm fully recovered now.", ["injured"]),
    # Equipment that failed and was then replaced is its installation; not where a new one was only offered.
    (HEAT_AND_TANKS, "Water heater died on a Sunday night. He drained it and showed us the rust. A new one was in "
                     "by noon Monday.", ["heater-new"]),
    (HEAT_AND_TANKS, "Came out to look at our ancient 1998 water heater. Install guy was in and out in 3 hours.",
     ["heater-new"]),
    (HEAT_AND_TANKS, "Our water heater died. They quoted $3,000 for a new one. Someone else fixed it for $90.",
     ["heater-repair"]),
    (HEAT_AND_TANKS, "Water heater died and he got it going again. When we do replace it, it'll be with them.",
     ["heater-repair"]),
    # Ireland's access to the children, maintenance before the court, protection and barring orders
    (FAMILY_IE, "Got access every second weekend plus half the summer.", ["custody-access"]),
    (FAMILY_IE, "The access got sorted without having to go to court at all.", ["custody-access"]),
    (FAMILY_IE, "A 15 minute consultation about access to my kids cost 250 euro.", ["custody-access"]),
    (FAMILY_IE, "My last solicitor had let my maintenance case drift for a year.", ["maintenance"]),
    (FAMILY_IE, "Needed advice quick on a protection order.", ["domestic-violence"]),
    (FAMILY_IE, "She got me an interim barring order the same week.", ["domestic-violence"]),
    (FAMILY_IE, "Wheelchair access to the office is poor.", []),
    # a CCTV inspection is the drain camera's, a thermal camera finds leaks; a whole en-suite is a renovation
    (DRAINS_NZ, "They ran the camera down and showed us the roots on the screen.", ["cctv-drain-inspections"]),
    (DRAINS_NZ, "He used a thermal camera and found a pinhole leak behind the wall.", ["leak-repairs"]),
    (DRAINS_NZ, "Grant and his apprentice did our whole ensuite in Pt Chev.", ["bathroom-renovations"]),
    (DRAINS_NZ, "Roots in the line again, so they water blasted the lot.", ["blocked-drains"]),
    # a dog that bit, a car that ran the light
    (INJURY, "My son got bit by a neighbor's dog and needed stitches.", ["dog-bites"]),
    (INJURY, "I had dashcam footage of the other guy running the light.", ["car-accidents"]),
    # the estate administered is the administration's where both are declared, the probate's where it alone is
    (ESTATES_AU, "Andrew handled Mum's estate from start to finish.", ["estate-administration"]),
    (ESTATES_AU, "Sorted Grandad's estate with no fuss.", ["estate-administration"]),
    (ESTATES_AU, "Good outcome on my sister's estate, probate granted in about 10 weeks.", ["probate"]),
    (PROBATE_ONLY, "Andrew handled Mum's estate from start to finish.", ["probate"]),
    (ESTATES_AU, "Sanjay helped me contest my late father's will.", ["will-disputes"]),
    (ESTATES_AU, "My brother challenged Dad's will and it got very nasty.", ["will-disputes"]),
    (ESTATES_AU, "Nan never made a will, so they explained what happens then.", []),
    # England's injuries: at work, on the road, by a doctor, by a criminal
    (INJURY_UK, "Lost the top of a finger in a machine at work.", ["work"]),
    (INJURY_UK, "A van went into the back of me on the ring road.", ["rta"]),
    (INJURY_UK, "I got hit on a zebra crossing in Horsforth.", ["rta"]),
    (INJURY_UK, "I came off my bike when a car pulled out.", ["cycling"]),
    (INJURY_UK, "A claim against my GP for a missed cancer diagnosis.", ["medical"]),
    (INJURY_UK, "The hospital sent her home with a broken hip they'd missed on the x-ray.", ["medical"]),
    (INJURY_UK, "I was attacked walking home and Claire did the whole CICA application.", ["cica"]),
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
    (HVAC, "Bill was honest about what we needed.", 5, "professionalism", "positive"),
    (ESTATE, "I trust them completely with our family's affairs.", 5, "professionalism", "positive"),
    # Explaining plainly, even the fault, and keeping them in the dark.
    (HVAC, "She explained everything clearly.", 3, "communication", "positive"),
    (HVAC, "He told us exactly what was wrong.", 3, "communication", "positive"),
    (HVAC, "They kept us in the dark for weeks.", 3, "communication", "negative"),
    (HVAC, "They charged us twice for the same visit.", 1, "pricing", "negative"),
    (LAW, "Daniel knows the law inside and out.", 5, "technical_knowledge", "positive"),
])
def test_aspect_cues(business, text, rating, aspect, polarity):
    assert Analyser(business).analyse(text, rating)["aspects"].get(aspect) == polarity


@pytest.mark.parametrize("business, text, aspect", [
    # Words that look like cues and are not.
    (HVAC, "Rosa clearly knew what she was doing with our slow shower drain.", "communication"),  # how sure
    (HVAC, "They wanted $450 to clear a bathtub drain.", "communication"),
    (HVAC, "Jeff told me I needed a whole new furnace. Got a second opinion, it was a $40 flame sensor.",
     "communication"),  # a verdict, not an explanation
    (HVAC, "He replaced every light fixture so I no longer fumble in the dark.", "communication"),
    (HVAC, "Dana helped us pick a light fixture for the hall.", "quality_of_work"),  # a fixture is not a fix
    (HVAC, "Dana was rude and dismissive on the phone.", "quality_of_work"),  # not a case dismissed
    (HVAC, "They won't answer the phone.", "quality_of_work"),  # won't is not won
    (LAW, "They took my case and then basically disappeared.", "quality_of_work"),  # taking it is no outcome
    (HVAC, "Tom installed our EV charger in the garage.", "pricing"),
    (LAW, "The EV charger keeps tripping. The car charges fine at my office.", "pricing"),
    (LAW, "The insurance company offered me $2,000. Joy settled it for $18,500.", "pricing"),  # what it won
    (LAW, "My son's father is finally paying for his upkeep.", "pricing"),
    (HVAC, "Honestly the furnace runs fine now.", "professionalism"),
    (ESTATE, "Still waiting for the signed copies of our trust.", "professionalism"),  # a legal trust
    (ESTATE, "We were named co-trustees of the family trust.", "professionalism"),
    (LAW, "The lawyer was checking his phone the whole time.", "technical_knowledge"),  # not "the law"
    (LAW, "We honestly had no idea what we were doing.", "technical_knowledge"),  # the customer's confusion
])
def test_not_an_aspect(business, text, aspect):
    assert aspect not in Analyser(business).analyse(text, 3)["aspects"]


@pytest.mark.parametrize("text, aspect, polarity", [
    # The quality of a fix is the fix, not the fault it mends; unless the mending is denied or undone.
    ("Toilet kept running all night and driving us nuts, fixed in 15 min.", "quality_of_work", "positive"),
    ("Pricey, but they actually fixed the problem that two other plumbers couldn't figure out.",
     "quality_of_work", "positive"),
    ("It's running fine.", "quality_of_work", "positive"),
    ("She had it fixed before dinner for less than $300 total.", "quality_of_work", "positive"),
    ("They never fixed the leak.", "quality_of_work", "negative"),
    ("They fixed it and a week later it was leaking again.", "quality_of_work", "negative"),
    ("Breaker kept tripping after they 'fixed' it. Paid $275 for nothing.", "quality_of_work", "negative"),
    # Finding the fault is know-how whatever the fault, and so is doing what others could not.
    ("Fixed the leak on our supply line and spotted a corroded valve we had no idea about.",
     "technical_knowledge", "positive"),
    ("Two other companies couldn't figure it out. Rosa traced it to a bad sensor.", "technical_knowledge", "positive"),
    ("He found a loose neutral that two other electricians missed.", "technical_knowledge", "positive"),
    # A failing said in so many words is a complaint however warm the clause; unless it was worth it.
    ("Great work, a bit pricey.", "pricing", "negative"),
    ("The price was higher than I'd hoped but the install is really clean.", "pricing", "negative"),
    ("Kyle put in our charger, but it was about $300 more than the other quote I had.", "pricing", "negative"),
    ("Cost a bit more than expected but worth it.", "pricing", "positive"),
    ("I was more than happy with the price.", "pricing", "positive"),
    ("Good work, a little late.", "punctuality", "negative"),
    ("Great guy, never late once.", "punctuality", "positive"),
    ("Good job on the lighting. Took a couple weeks to get on their schedule.", "responsiveness", "negative"),
    ("Rich knows his stuff but I always felt like I had to drag information out of him.", "communication",
     "negative"),
    ("She always gave me a straight answer.", "communication", "positive"),
    # The way clients are treated is said by what follows it; the case won is still the work.
    ("Won my case but the way they treat clients is awful.", "quality_of_work", "positive"),
    ("Won my case but the way they treat clients is awful.", "professionalism", "negative"),
    ("He never once made me feel like a number.", "professionalism", "positive"),
    ("Nobody returns a call unless there's money involved.", "responsiveness", "negative"),
])
def test_aspect_polarity(text, aspect, polarity):
    assert Analyser(HVAC).analyse(text, 4)["aspects"][aspect] == polarity


SUBURBS = {"categories": ["Electrician"], "technicians": [],
           "service_areas": ["Stafford", "Fair Oaks", "Humble", "Sale", "Red Hill", "Mount Eden", "The Beaches",
                             "Montpelier", "East Montpelier", "Mt. Lebanon", "Midtown", "Beaverton", "Fuquay-Varina",
                             "Kent", "Evanston", "Austin", "Las Vegas", "Chester-le-Street", "Springfield",
                             "Long Island City", "South Philadelphia", "Jamaica Plain", "Bernal Heights",
                             "Pearl District", "Live Oak", "Mounds", "Cranberry Township", "Kansas City", "Coquitlam",
                             "Richardson", "Liverpool", "Koreatown", "Laval", "Kyle", "Mesquite", "Sydney CBD",
                             "East St. Paul", "Bury", "Oliver", "Enterprise", "Yukon"]}


@pytest.mark.parametrize("text, areas", [
    ("We're out in Stafford and they came the same day.", ["Stafford"]),
    ("We're in Stafford Heights, just over the creek.", []),  # another suburb whose name holds it
    ("Their office on Fair Oaks Blvd is easy to find.", []),  # a street
    ("Their office on Stafford Red Hill Rd is easy to find.", []),  # a street named after two places
    ("Mrs Stafford recommended them.", []),  # a person
    ("My husband's Fair Oaks Cowboys season tickets.", []),  # a team
    ("Our villa in Mt Eden.", ["Mount Eden"]),
    ("My daughter Stafford's landlord kept her deposit.", []),  # a person
    ("Their lawyer, a guy named Kent, ran rings around ours.", []),  # someone introduced by name
    ("we were at the beaches in cuba when it tripped", []),  # a common word placed elsewhere
    ("Pat is the real deal. Humble, knows his stuff.", []),  # a town that is also a word, as the word
    ("Saw a sale on boilers advertised.", []),
    ("Great job in Red Hill.", ["Red Hill"]),
    ("Our lot off Route 14 in East Montpelier.", ["East Montpelier"]),
    ("I manage office buildings along Beaverton-Hillsdale Hwy.", []),  # a road named after places  # not also the declared area inside it
    ("Went to the Mt Lebanon office for the consult.", ["Mt. Lebanon"]),
    ("A+ . office is in midtown, took the train. Summer at the desk was kind.", ["Midtown"]),
    ("They came out to our place in Fuquay.", ["Fuquay-Varina"]),  # a double name by its first
    ("My supervisor Kent made my life hell.", []),  # a role before a name
    ("Daniel is basically Clark Kent in a suit.", []),  # a first name before it
    # where someone moved from is named too (labelled so in five development sets; "Moved up to Evanston from
    # Austin ... Texas landlords" in dev24 is Austin, Texas, which only the state tells)
    ("Moved from Evanston to Austin halfway through my case.", ["Evanston", "Austin"]),
    ("Evanston from our church group put us onto them.", []),  # someone of a group the writer is in
    ("Bury the lot of them. Lost my case.", []),  # a town named by a verb, opening a sentence
    ("Bury is where we live and they came out within the hour.", ["Bury"]),
    ("Kent from my place is a 40 minute drive and they still came out.", ["Kent"]),  # no group of the writer's
    ("Austin's school holidays meant every sparky was booked.", ["Austin"]),
    ("Our semi in Bury had no heating.", ["Bury"]),
    ("Oliver's room upstairs sat at 15 degrees all winter.", []),  # someone's own things
    ("Oliver's best plumbers, hands down.", ["Oliver"]),
    ("I was at the Enterprise counter at the airport when it died.", []),  # a company's counter
    ("Tech even helped me jump my Yukon in the driveway.", []),  # a car named for a place
    ("We're out in Yukon, they came the same day.", ["Yukon"]),
    ("We live up in the Yukon and they still came out.", ["Yukon"]),  # (no car near)
    ("We drove out to Evanston from our old place.", ["Evanston"]),
    ("Served us in West Kent and in Kent.", ["Kent"]),
    ("Day 4 with no AC in Vegas in June.", ["Las Vegas"]),  # without its article
    ("Chester came out and fixed the boiler.", []),  # a double name's first, not after a place preposition
    ("The guy that Chester sent was great.", []),  # ... a word of its own ("at" ends "that")
    ("Best Plumber In Springfield!", ["Springfield"]),  # title case is no name before it
    ("Our bakery in LIC needed a new lease.", ["Long Island City"]),  # a long name by its initials
    ("The lic was out of date.", []),  # ... in capitals only
    ("I'm South Philly born and raised.", ["South Philadelphia"]),  # what locals call it
    ("Can't wait to be back in jp morgan's good books.", []),  # a short nickname only in capitals
    # A name whose second word says only what kind of place, by its first after a place preposition; a
    # district with an article too.
    ("We were still renting in Bernal back then.", ["Bernal Heights"]),
    ("Bernal was great about the paperwork.", []),
    ("Our building in the Pearl had a leak.", ["Pearl District"]),
    # A writer who capitalises names would have capitalised the place's: a name capitalised only as the
    # sentence's first word is its words; so is a noun of something.
    ("Live oak roots got into our sewer line and Rudy fixed it.", []),
    ("We live in Live Oak and Rudy fixed it.", ["Live Oak"]),
    ("Mounds of paperwork but Jeff walked me through it.", []),
    ("Mounds is a small town and Jeff drove out.", ["Mounds"]),
    ("Drove all the way down from Cranberry Twp for my appointment.", ["Cranberry Township"]),
    ("I came over from Kent in England on a visa.", []),  # another country's
    ("I grew up in Kansas but live here now.", []),  # a state, not Kansas City
    ("Sale fell through because they took six weeks to answer the enquiries.", []),  # the sale, opening a sentence
    ("Fitted our car charger on the drive in Sale in one morning.", ["Sale"]),  # "in one morning" is no place
    ("Moved out to Humble in a hurry last spring.", ["Humble"]),  # "in a hurry" is no other place
    ("We live in Port Coquitlam, a friend referred us.", []),  # Port Coquitlam is a city of its own
    ("We live in Coquitlam, a friend referred us.", ["Coquitlam"]),
    ("Judge Richardson gave me a new date.", []),  # a judge's name, not the suburb
    ("Rewired our whole house in Sale in March, great job.", ["Sale"]),
    ("Great electrician based in Sale in Cheshire.", ["Sale"]),
    ("Forgave me for being a Blue in an office full of Liverpool shirts.", []),  # the team's shirts
    ("Their office in K-town was an easy bus ride.", ["Koreatown"]),
    ("Used them for our duplex on avenue Laval.", []),  # a street, named as in French
    ("We live in Laval, great service.", ["Laval"]),
    ("My buddy Kyle recommended her.", []),
    ("The smell of mesquite smoke was getting sucked in through the AC return.", []),  # the wood
    ("Signed up for a free consult in the CBD.", ["Sydney CBD"]),
    ("We're in East St Paul and most companies charge a travel fee out here.", ["East St. Paul"]),
    ("Parked on the avenue. Laval is lucky to have them.", ["Laval"]),  # an avenue that ends its sentence
    ("I'll rue Laval's traffic forever.", ["Laval"]),
    ("Left the man a bottle of Kent as a thank you.", []),  # a drink named for its town
    ("Left a bottle of wine for the man in Kent.", ["Kent"]),
    ("Kent kent, who's there? A plumber who turns up!", []),  # a word said twice over: a joke's
    ("office is right near evanston station too so easy to get to after work", ["Evanston"]),  # its station is in it
])
def test_service_areas(text, areas):
    assert Analyser(SUBURBS).analyse(text, 5)["service_areas"] == areas


def test_perth_suburbs_go_by_their_nicknames():
    perth = {"categories": ["Family Law Firm"], "technicians": [], "services": [],
             "service_areas": ["Victoria Park", "Subiaco"]}
    analyser = Analyser(perth)
    assert analyser.analyse("I drove over from Vic Park for every meeting.", 5)["service_areas"] == ["Victoria Park"]
    assert analyser.analyse("Parking around the Subi office is a nightmare.", 3)["service_areas"] == ["Subiaco"]


@pytest.mark.parametrize("text, areas", [
    ("Got hit on my bike in Ybor last spring.", ["Ybor City"]),  # a city by its name before "City"
    ("Our rental in West Valley flooded.", ["West Valley City"]),
    ("We moved here from Kansas in May.", []),  # ... not a state's
    ("Ybor was my lawyer's cousin.", []),  # ... after a place preposition only
    ("Kits mom here, would recommend.", ["Kitsilano"]),  # a nickname that is a word, capitalised
    ("They brought their own test kits.", []),
    ("Our bach at the Mount has a dodgy drain.", ["Mount Maunganui"]),
    ("We walked up the mount after.", []),
    ("I live in Cap Hill and walked over.", ["Capitol Hill"]),
    ("Dad's in Mt Lebo now.", ["Mt. Lebanon"]),
])
def test_a_city_and_a_place_go_by_what_locals_call_them(text, areas):
    names = ["Ybor City", "West Valley City", "Kansas City", "Kitsilano", "Mount Maunganui", "Capitol Hill",
             "Mt. Lebanon"]
    assert Analyser({"categories": ["Plumber"], "service_areas": names}).analyse(text, 5)["service_areas"] == areas


@pytest.mark.parametrize("text, areas", [
    ("fast. fair. friendly. -humble, tx", ["Humble"]),  # its state after it, as in an address
    ("stay humble, tx is a big place", []),
    ("everyone else in sugarland was booked out", ["Sugar Land"]),  # two words run together
    ("came out to our place in Sandringam on short notice", ["Sandringham"]),  # a long name misspelt
    ("chermisde office is lovely", ["Chermside"]),
    ("im in salfrod and theres a free law clinic at the uni", ["Salford"]),  # a shorter one by two letters swapped
    ("we're up in smryna and everything was e-signed", ["Smyrna"]),
    ("we're up in smyrn and everything was e-signed", []),  # ... not a letter missing
    ("we moved in salfords last year", []),  # ... nor one too many
    ("gave him a bag of mandarins off our tree", []),  # ... not the name's word in the plural
    ("Indro local here, would recommend.", ["Indooroopilly"]),
    ("paddington bear has nothing on these guys", []),  # a toy
    ("The kids were watching Encanto on repeat.", []),  # a film
    ("i was so scared after ICE picked up my dad in bell", ["Bell"]),  # an abbreviation is no name capitalised
    ("siobhan is an angel, sat with me through it all", []),  # ... and after an article, a word
    ("I grill a lot and the smell of mesquite smoke got in. The AC tech sealed it.", []),  # a word's name after "of"
])
def test_an_area_misspelt_run_together_or_with_its_state_and_the_same_words_not_places(text, areas):
    names = ["Humble", "Sugar Land", "Sandringham", "Chermside", "Mandarin", "Indooroopilly", "Paddington", "Encanto",
             "Bell", "Angel", "Mesquite", "Salford", "Smyrna"]
    assert Analyser({"categories": ["Plumber"], "service_areas": names}).analyse(text, 5)["service_areas"] == areas


def test_los_angeles_and_kansas_city_go_by_their_initials():
    business = {"categories": ["Workers Compensation Attorney"], "technicians": [], "services": [],
                "service_areas": ["East Los Angeles", "Kansas City", "Bell"]}
    analyser = Analyser(business)
    assert analyser.analyse("got hurt at work in east LA and they handled everything", 5)["service_areas"] == [
        "East Los Angeles"]
    assert analyser.analyse("If you're in KC and got hurt at work, call them.", 5)["service_areas"] == ["Kansas City"]
    assert analyser.analyse("Kc and the Sunshine Band was playing.", 5)["service_areas"] == []
    assert analyser.analyse("Blue Springs to downtown KC is a long drive.", 5)["service_areas"] == ["Kansas City"]


def test_a_hyphenated_name_is_one_name():
    quebec = {"categories": ["HVAC Contractor"], "technicians": [], "services": [],
              "service_areas": ["Cap-Rouge", "Beauport"]}
    analyser = Analyser(quebec)
    assert analyser.analyse("furnace fixed same day in cap rouge", 5)["service_areas"] == ["Cap-Rouge"]
    assert analyser.analyse("Lac-Beauport here. Waited 9 days.", 1)["service_areas"] == []
    assert analyser.analyse("We're in Beauport, near the river.", 5)["service_areas"] == ["Beauport"]


def test_a_compass_point_goes_by_its_letter_and_a_name_inside_another_is_not_the_place():
    business = {"categories": ["HVAC Contractor"], "technicians": [], "services": [],
                "service_areas": ["North Charleston", "Hollywood", "Clontarf"]}
    analyser = Analyser(business)
    assert analyser.analyse("He was at our house in N. Charleston in 45 min.", 5)["service_areas"] == [
        "North Charleston"]
    assert analyser.analyse("My kids cheered like it was a Hollywood movie.", 5)["service_areas"] == []
    assert analyser.analyse("This isn't some Hollywood courtroom drama.", 5)["service_areas"] == []
    assert analyser.analyse("Our agent (the team in Sherry FitzGerald Clontarf) recommended them.", 5)[
        "service_areas"] == []
    assert analyser.analyse("We live in Clontarf.", 5)["service_areas"] == ["Clontarf"]


def test_an_area_of_no_letters_names_nothing_and_a_hyphenated_descriptor_keeps_the_place():
    business = {"categories": ["Plumber"], "technicians": [], "services": [],
                "service_areas": ["Austin", "-", "Dallas", "Fort Worth"]}
    analyser = Analyser(business)
    assert analyser.analyse("Great job in Austin. Fast and tidy.", 5)["service_areas"] == ["Austin"]
    assert analyser.analyse("Best Austin-area plumber we have used.", 5)["service_areas"] == ["Austin"]
    assert analyser.analyse("They cover the whole Dallas-Fort Worth metroplex.", 5)["service_areas"] == [
        "Dallas", "Fort Worth"]


def test_the_cbd_is_the_one_city_centre_declared():
    text = "Their office in the CBD is easy to get to."
    assert Areas(["Sydney CBD", "Chatswood"]).find(text) == ["Sydney CBD"]
    assert Areas(["Sydney CBD", "Parramatta CBD"]).find(text) == []


def test_the_text_models_read_as_they_were_trained():
    """The plain-Python inference gives what scikit-learn gave at training (train.py stores a few)."""
    checks = json.loads(textmodel.MODEL.read_text(encoding="utf-8"))["checks"]
    assert checks["sentiment"] and checks["aspects"]
    assert set(checks) == {"sentiment", "aspects", "detect"}
    for name, documents in checks.items():
        for words, expected in documents:
            heard = textmodel.read(name, words)
            assert heard == pytest.approx(expected, abs=1e-5)
            if name != "detect":  # one probability per class, summing to 1 (detection: one per aspect)
                assert sum(heard.values()) == pytest.approx(1.0)


@pytest.mark.parametrize("text", ["", "Great work, a bit pricey.", "late late late, never called, late again",
                                  "zzqx unknown words only", "On time and on budget. On time!"])
def test_a_review_is_weighed_for_every_model_at_once_in_the_same_floats(text):
    """textmodel.reading looks each term up once for the three models (_Joint); what each model is then
    given is exactly what weighing the terms for it alone gives, terms said once or more alike."""
    review = textmodel.reading(text)
    for name, model in textmodel._models().items():
        squares, dots = textmodel._weighted(model, review.counts)
        assert review.weighted[name][0] == squares and list(review.weighted[name][1]) == list(dots)


def test_a_negated_word_is_read_as_denied():
    assert textmodel.tokens("They never fixed the leak. Didn't charge us!") == [
        "they", "never", "not_fixed", "not_the", "not_leak", "didn't", "not_charge", "not_us"]


@pytest.mark.parametrize("text, said", [
    ("Great work, a bit pricey.", {"pricing": "a bit pricey", "quality_of_work": "Great work"}),
    ("On time.", {"punctuality": ""}), ("", {"pricing": "", "punctuality": "late"}),
    ("s_late aspect_pricing and more", {"pricing": "late again"}),  # the text holds the clause's own terms
])
def test_the_aspect_model_counts_the_text_once_and_reads_as_the_whole_document(text, said):
    for aspect, heard in textmodel.aspect_probabilities(textmodel.reading(text), said).items():
        whole = textmodel.read("aspects", textmodel.aspect_document(aspect, text, said[aspect]))
        assert heard == pytest.approx(whole, abs=1e-12)


def test_the_aspect_model_overrules_the_rules_only_when_all_but_certain(monkeypatch):
    text = "The plumber was polite and the work is fine."
    ruled = Analyser(PLUMBER, models=False).analyse(text, 4)["aspects"]  # what the rules alone say
    assert ruled
    certain = {a: {"positive": 0.02, "neutral": 0.02, "negative": 0.96} for a in ruled}
    monkeypatch.setattr(textmodel, "aspect_probabilities", lambda text, said: certain)
    assert set(Analyser(PLUMBER).analyse(text, 4)["aspects"].values()) == {"negative"}
    unsure = {a: {"positive": 0.12, "neutral": 0.03, "negative": 0.85} for a in ruled}
    monkeypatch.setattr(textmodel, "aspect_probabilities", lambda text, said: unsure)
    assert Analyser(PLUMBER).analyse(text, 4)["aspects"] == ruled


@pytest.mark.parametrize("sentiment, heard, rating, expected", [
    ("negative", {"positive": 0.97, "neutral": 0.01, "negative": 0.02}, 1, "positive"),  # certain: overrules
    ("negative", {"positive": 0.90, "neutral": 0.05, "negative": 0.05}, 1, "negative"),  # not certain enough
    # the rules read the text against the stars: the words, if certain, may side with the stars
    ("positive", {"positive": 0.01, "neutral": 0.01, "negative": 0.98}, 1, "negative"),
    ("positive", {"positive": 0.01, "neutral": 0.98, "negative": 0.01}, 1, "positive"),  # neither side
    ("neutral", {"positive": 0.01, "neutral": 0.01, "negative": 0.98}, 3, "negative"),
    ("positive", {"positive": 0.01, "neutral": 0.01, "negative": 0.98}, None, "positive"),  # no stars to overrule
])
def test_the_text_model_overrules_the_rules_only_when_all_but_certain(monkeypatch, sentiment, heard, rating,
                                                                            expected):
    monkeypatch.setattr(textmodel, "probabilities", lambda text: heard)
    assert analyse._heard_in_words(textmodel.reading("Some words."), rating, sentiment, 0.5)[0] == expected


def test_the_detection_model_adds_and_drops_aspects_only_when_sure(monkeypatch):
    text = "The plumber was polite and the work is fine."
    ruled = Analyser(PLUMBER, models=False).analyse(text, 4)["aspects"]
    assert "professionalism" in ruled and "pricing" not in ruled
    sure = {aspect: 0.5 for aspect, _ in aspects.TAXONOMY} | {"pricing": 0.85, "professionalism": 0.01}
    monkeypatch.setattr(textmodel, "spoken_of", lambda text: sure)
    found = Analyser(PLUMBER).analyse(text, 4)["aspects"]
    assert "pricing" in found and "professionalism" not in found
    unsure = {aspect: 0.5 for aspect, _ in aspects.TAXONOMY} | {"pricing": 0.75, "professionalism": 0.1}
    monkeypatch.setattr(textmodel, "spoken_of", lambda text: unsure)
    found = Analyser(PLUMBER).analyse(text, 4)["aspects"]
    assert "pricing" not in found and "professionalism" in found


def test_a_complaint_under_five_stars_in_words_no_rule_has_is_read_by_its_words(monkeypatch):
    text = "Max told me he would order the part and get back to me. That was three weeks ago. Still no heat in the bedroom."
    assert Analyser(HVAC).analyse(text, 5)["sentiment"] == "negative"
    monkeypatch.setitem(textmodel.TRUSTED, "against positive stars", 2.0)  # the rules alone go by the stars
    assert Analyser(HVAC).analyse(text, 5)["sentiment"] == "positive"


@pytest.mark.parametrize("text, split", [
    ("Great work" + " " * 40 + "but pricey.", [("Great work", False), ("but pricey.", True)]),
    ("Fine;" + " " * 40 + "late though.", [("Fine", False), ("late though.", False)]),
    ("Nice guy" + " " * 40 + "- " + " " * 40 + "slow.", [("Nice guy", False), ("slow.", False)]),
])
def test_a_run_of_whitespace_is_one_gap(text, split):
    """Whitespace runs are matched from their start, giving nothing back (text.py): what a run splits
    is as before, and a thousand spaces cost a pass, not a cube of one (bench.insights, worst cases)."""
    assert clauses(text) == split


INSURANCE = {"categories": ["Insurance Attorney"], "technicians": ["Ian Broussard"], "services": [
    {"id": "hurricane", "label": "Hurricane & Wind Damage Claims"}, {"id": "roof", "label": "Roof Damage Claims"},
    {"id": "underpaid", "label": "Underpaid & Lowball Claim Disputes"}]}
TRAFFIC_QLD = {"categories": ["Traffic Lawyer"], "technicians": [], "services": [
    {"id": "drink", "label": "Drink Driving Defence"}, {"id": "speeding", "label": "Speeding & Camera Offences"}]}
ESTATES_ON = {"categories": ["Estate Litigation Attorney"], "technicians": [], "services": [
    {"id": "wills", "label": "Will Challenges"}, {"id": "executors", "label": "Executor Disputes & Removal"}]}
CONSUMER = {"categories": ["Consumer Protection Attorney"], "technicians": [], "services": [
    {"id": "lemon", "label": "Lemon Law Claims"}, {"id": "robocalls", "label": "Robocall & Spam Text Claims"}]}


# What two fresh-eyes reviews of the ninth round's rules found them doing to sentences they were not written
# for, and the round's newest practices.
@pytest.mark.parametrize("business, text, services", [
    (VISAS_AU, "100% recommend this firm.", []),
    (VISAS_AU, "Their office at 482 George Street is easy to find.", []),
    (VISAS_AU, "It took 189 days.", []),
    (HOUSING_COURT, "As the landlord I needed an eviction, and my tenant fought it.", ["evictions"]),
    (HOUSING_COURT, "They handled my eviction of a non-paying tenant.", ["evictions"]),
    (FAMILY_UK, "Got a consent order so I see my son every other weekend.", ["children"]),
    (FAMILY_UK, "We were still living together while the divorce went through.", ["divorce"]),
    (PLUMBER_DRAINS, "They told us the line was full of roots and it needed hydro jetting so they jetted it.",
     ["drains"]),
    # the second review, of the later rules
    (INSURANCE, "My brother Ian recommended them.", []),
    (INSURANCE, "After Ida our insurer offered us $4,100.", ["hurricane", "underpaid"]),
    (INSURANCE, "Honestly my stress was through the roof.", []),
    (INSURANCE, "They got them up to speed quickly.", []),
    (TRAFFIC_QLD, "Her fees were mid-range for Brisbane.", []),
    (TRAFFIC_QLD, "The bill came in 200 over the quote.", []),
    (TRAFFIC_QLD, "Got pinged doing 19 over on Sandgate Rd.", ["speeding"]),
    (ESTATES_ON, "The other side will dispute every line.", []),
    (ESTATES_ON, "We replaced our first attorney with Anil.", []),
    (ESTATES_ON, "I was named as executor of my aunt's estate.", []),
    (INJURY_MIAMI, "We were crossing the bridge when a truck sideswiped our car.", []),
    (INJURY_MIAMI, "A fall in the value of my car was never paid.", []),
    (CONSUMER, "The car is still under the extended warranty.", []),
    # the round's newest practices: civil rights, intellectual property, Irish probate, an oil tank
    ({"categories": ["Civil Rights Attorney"], "technicians": [], "services": [
        {"id": "force", "label": "Excessive Force"}, {"id": "arrest", "label": "False & Wrongful Arrest"},
        {"id": "jail", "label": "Jail & Prison Conditions"}, {"id": "search", "label": "Illegal Search & Seizure"}]},
     "He got my brother out of solitary and got the jail to finally give him his seizure meds.", ["jail"]),
    ({"categories": ["Civil Rights Attorney"], "technicians": [], "services": [
        {"id": "force", "label": "Excessive Force"}, {"id": "arrest", "label": "False & Wrongful Arrest"}]},
     "Officers broke my wrist during a traffic stop.", ["force"]),
    ({"categories": ["Intellectual Property Attorney"], "technicians": [], "services": [
        {"id": "search", "label": "Patent Searches & Patentability Opinions"},
        {"id": "patents", "label": "Patent Applications & Prosecution"},
        {"id": "provisional", "label": "Provisional Patent Filings"}]},
     "Raj got our patent allowed after the first office action.", ["patents"]),
    ({"categories": ["Solicitor", "Wills & Probate Lawyer"], "technicians": [], "services": [
        {"id": "epa", "label": "Enduring Power of Attorney"}, {"id": "probate", "label": "Probate & Estate Administration"},
        {"id": "cat", "label": "Inheritance Tax (CAT) Advice"}]},
     "Used them for my mother's EPA.", ["epa"]),
    ({"categories": ["HVAC Contractor"], "technicians": [], "services": [
        {"id": "tank", "label": "Oil Tank Replacement"}, {"id": "furnace", "label": "Oil Furnace Repair"}]},
     "Trevor and Shawn did my tank replacement last spring.", ["tank"]),
])
def test_rules_leave_alone_what_they_were_not_written_for(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, rating, sentiment", [
    ("The front desk never returned my calls. Thankfully my lawyer Sarah was amazing and got it done.", 3, "neutral"),
    ("Luckily the plumber they sent the next day was excellent.", 3, "positive"),
    ("Price was steep. Worth every penny though.", None, "positive"),
    ("The technician was excellent, though, the office staff were rude.", None, "negative"),
])
def test_praise_of_the_business_stays_its_own(text, rating, sentiment):
    assert Analyser(HVAC).analyse(text, rating)["sentiment"] == sentiment


@pytest.mark.parametrize("text, rating, sentiment", [
    ("Save yourself the hassle and call them first.", 4, "positive"),
    ("Our breaker had tripped four times in a week. Bill found the fault in an hour.", 5, "positive"),
    ("They eventually got it sorted and the work was excellent.", 3, "neutral"),
])
def test_praise_said_with_complaint_words_stays_praise(text, rating, sentiment):
    assert Analyser(HVAC).analyse(text, rating)["sentiment"] == sentiment


def test_people_listed_with_commas_are_people_and_a_firm_is_a_firm():
    lawyers = Analyser({"categories": ["Law Firm"], "services": [], "technicians": ["Dan Kemp", "Lee Guidry"]})
    assert lawyers.analyse("Kemp and Guidry were both wonderful.", 5)["technicians"] == ["Dan Kemp", "Lee Guidry"]
    crew = Analyser({"categories": ["Plumber"], "services": [], "technicians": ["Mike Thomas", "Chris Scott", "Ryan Smith"]})
    assert crew.analyse("Thomas, Scott and Ryan were all great.", 5)["technicians"] == [
        "Mike Thomas", "Chris Scott", "Ryan Smith"]
    firm = Analyser({"categories": ["Law Firm"], "services": [], "technicians": ["Joy Feldman", "Hector Ortiz", "Rebecca Kaye"]})
    assert firm.analyse("Feldman, Ortiz & Kaye were great.", 5)["technicians"] == []


def test_initials_are_a_place_only_after_a_place_preposition():
    areas = Analyser({"categories": ["HVAC Contractor"], "services": [], "technicians": [],
                      "service_areas": ["East Palo Alto", "Long Island City"]})
    assert areas.analyse("The tech was EPA certified.", 5)["service_areas"] == []
    assert areas.analyse("LIC is where our bakery is.", 5)["service_areas"] == []
    assert areas.analyse("Our bakery in LIC needed it.", 5)["service_areas"] == ["Long Island City"]
    assert areas.analyse("I loved what LIC did with it.", 5)["service_areas"] == []  # "at" inside "what"


def test_a_sentence_of_its_own_is_read_to_its_end():
    assert sentiment.valence("Nothing.") < 0 and sentiment.valence("Nothing but praise for them") >= 0


def test_a_review_is_analysed_to_its_first_five_thousand_characters():
    """Review sites cap a review near there, and some rules cost the square of a sentence's length
    (bench.insights: worst cases)."""
    long = "We had them out for the furnace. " * 160  # 5,280 characters
    assert len(long) > analyse.ANALYSED_CHARS
    assert Analyser(HVAC).analyse(long + "Bill Nakamura was rude.", 5)["technicians"] == []
    assert Analyser(HVAC).analyse("Bill Nakamura was rude. " + long, 5)["technicians"] == ["Bill Nakamura"]


def test_a_sentence_is_cut_at_a_space_before_a_thousand_characters():
    """Rules that ask what else a sentence says cost the square of its length (bench.insights: 2,000
    overlapping labels): a review of no full stops is read a thousand characters at a time."""
    words = [f"word{i}" for i in range(1000)]
    pieces = text.sentences(" ".join(words) + ". The end.")
    assert all(len(p) <= text.MAX_SENTENCE for p in pieces) and len(pieces) == 1 + -(-len(" ".join(words)) // 1000)
    assert " ".join(pieces).split() == [*words[:-1], words[-1] + ".", "The", "end."]
    assert text.sentences("x" * 2500) == ["x" * 1000, "x" * 1000, "x" * 500]
    assert all(piece.endswith("leaks") for piece in text.sentences("leaks\u00a0" * 300))  # any white space


def test_point_chevalier_goes_by_pt_chev():
    assert Areas(["Point Chevalier", "Mt Albert"]).find("They did our whole ensuite in Pt Chev.") == ["Point Chevalier"]
    assert Areas(["Point Chevalier"]).find("Our place in Point Chev.") == ["Point Chevalier"]


def test_an_agreement_is_a_document_not_praise():
    """VADER rates "agreement" +2.2; at a law firm it is the paper the fees were for."""
    assert sentiment.valence("Over 9,000 euro for a separation agreement we had mostly worked out ourselves.") <= 0
    family = {"categories": ["Family Law Solicitor"], "technicians": [], "services": []}
    assert Analyser(family).analyse("Over 9,000 euro for a separation agreement that my husband and I had mostly "
                                    "worked out ourselves. Every phone call was billed. Every email was billed. "
                                    "Not happy.", 3)["sentiment"] == "negative"


@pytest.mark.parametrize("clause, faint", [
    ("Well they turned up.", True), ("Thats about all I can say.", True), ("Well at least he showed up!", True),
    ("Well, they showed up early and did great work.", False), ("That's all I can say, amazing.", False),
])
def test_praise_so_faint_it_is_a_complaint(clause, faint):
    assert (sentiment.valence(clause) < 0) == faint


@pytest.mark.parametrize("clause, sign", [
    ("In a law firm's safe.", 0), ("They held the original in their safe.", 0), ("The work was safe and tidy.", 1),
    ("And now they can't find it.", -1), ("They lost the original will.", -1),
    ("Really appreciate all the updates. Oh wait, there weren't any.", -1),
])
def test_a_safe_is_a_box_papers_lost_from_it_a_complaint_and_oh_wait_sarcasm(clause, sign):
    value = sentiment.valence(clause)
    assert (value > 0) - (value < 0) == sign


def test_sarcasm_that_gives_itself_away_is_read_under_one_star():
    electrician = {"categories": ["Electrician"], "technicians": [], "services": []}
    text = ('Great, three weeks without a working stove because they "had to order a part". Thanks guys. '
            "Really appreciate all the updates. Oh wait, there weren't any.")
    assert Analyser(electrician).analyse(text, 1)["sentiment"] == "negative"


HEAT_PUMPS_TAS = {"categories": ["HVAC Contractor"], "technicians": [], "services": [
    {"id": "install", "label": "Heat Pump Installation"}, {"id": "servicing", "label": "Heat Pump Servicing & Cleaning"},
    {"id": "repairs", "label": "Heat Pump Repairs"}]}


@pytest.mark.parametrize("text, expected", [
    ("Had a guy out to clean our heat pumps, the filters were disgusting.", ["servicing"]),
    ("Hamish fixed our heat pump, was on time and cleaned up after himself.", ["repairs"]),
    ("The heat pump was leaking so he fixed it.", ["repairs"]),
])
def test_a_servicing_label_that_says_cleaning_takes_the_cleaning(text, expected):
    assert Analyser(HEAT_PUMPS_TAS).analyse(text, 5)["services"] == expected


def test_a_bad_experience_with_a_different_firm_is_theirs():
    plumber = {"categories": ["Plumber"], "technicians": [], "services": []}
    text = ("Was nervous after a bad experience with a different plumber who left our bathroom a total disaster, "
            "but Luis and Dale were pros. Replaced the leaky shower valve and vacuumed up after themselves. Great job!!!")
    assert Analyser(plumber).analyse(text, 5)["sentiment"] == "positive"


def test_a_new_town_is_no_new_town_from_a_writer_who_capitalises_names():
    areas = Areas(["New Town", "Sandy Bay"])
    assert areas.find("Moved down from Launceston last year, new town, no idea who to call.") == []
    assert areas.find("Top job on our heat pump in New Town.") == ["New Town"]


DEFENSE_MIAMI = {"categories": ["Criminal Defense Law Firm"], "technicians": [], "services": [
    {"id": "drug", "label": "Drug Charges"}, {"id": "theft", "label": "Theft & Shoplifting"},
    {"id": "juvenile", "label": "Juvenile Defense"}]}


@pytest.mark.parametrize("text, expected", [
    ("My 17 year old got caught shoplifting. He got him into a diversion program.", ["theft", "juvenile"]),
    ("He got me into a drug diversion program.", ["drug"]),
    ("Our teenage son was charged and they kept it out of adult court.", ["juvenile"]),
])
def test_a_teenager_is_the_juvenile_defence_and_a_diversion_program_no_drug_charge(text, expected):
    assert Analyser(DEFENSE_MIAMI).analyse(text, 5)["services"] == expected


def test_burleigh_is_burleigh_heads_and_miami_no_miami_beach():
    assert Areas(["Burleigh Heads", "Southport"]).find("Sparks from the meter box at our place in Burleigh.") == [
        "Burleigh Heads"]
    assert Areas(["Miami Beach", "Doral"]).find("Best lawyers in Miami. Period.") == []


def _lawyer(*labels):
    return Analyser({"categories": ["Lawyer"], "technicians": [], "services": [
        {"id": label.split()[0].lower(), "label": label} for label in labels]})


@pytest.mark.parametrize("labels, text, expected", [
    # from a fresh-eyes review of the fifteenth round: phrases it added that misfired
    (("Child custody & access",), "They got access to my file and replied within a day.", []),
    (("Workers compensation", "Divorce"), "They cut my hours at work, then lost a lot of time at work.", []),
    (("Criminal injuries compensation", "Dog bite"), "I was attacked by a dog while jogging.", ["dog"]),
    (("Criminal injuries compensation", "Dog bite"), "I was attacked by my neighbour's dog.", ["dog"]),
    (("Medical negligence", "Car accidents"), "Went back to work against my doctor's advice.", []),
    (("Spousal maintenance", "Child maintenance"), "He sorted my child maintenance arrears quickly.", ["child"]),
    (("Wills & Estate Planning", "Probate"), "They sorted my estate planning in one meeting.", ["wills"]),
])
def test_the_rounds_new_phrases_do_not_misfire(labels, text, expected):
    assert _lawyer(*labels).analyse(text, 5)["services"] == expected


@pytest.mark.parametrize("clause", [
    "Callout fee? Oh wait, they didn't charge one!", "I had lost the original will and they sorted everything out.",
    "Two other plumbers came out and couldn't find it.", "Brilliant from start to finish, that's pretty much all I can say.",
    "That's about all I can say, they were perfect!", "He left everything in our house safe.",
])
def test_the_rounds_new_sentiment_phrases_do_not_misfire(clause):
    assert sentiment.valence(clause) >= 0 or "fee" in clause
    assert sentiment.valence(clause) > -1.0


@pytest.mark.parametrize("clause", ["Wouldn't bother again.", "Not ok.", "Polite doesn't pay the bills.",
                                    "Nobody has gotten back to me in a week.",
                                    "Six months later I have the exact same parenting schedule I started with.",
                                    "And we're back where we started.", "Back to square one.",
                                    "The settlement was way lower than what I was led to expect.",
                                    "Felt a bit rushed into accepting.", "They rushed us into accepting a lowball offer."])
def test_a_verdict_vader_reads_backwards_is_a_complaint(clause):
    assert sentiment.valence(clause.lower()) < 0


@pytest.mark.parametrize("sentence, bare", [
    ("thanks a million lads.", True), ("really top work.", True), ("great stuff.", True),
    ("top of the range unit.", False), ("thanks a million for the quick fix on the boiler.", False),
])
def test_an_exclamation_of_praise_alone_is_bare(sentence, bare):
    assert analyse.bare_praise(sentence, of_the_work=True) == bare


def test_praise_with_its_condition_is_irony():
    assert IRONIC.match("fantastic service if you enjoy being ignored.")
    assert IRONIC.match("great customer service if you enjoy being ignored.")
    assert not IRONIC.match("fantastic service if you need a plumber on a sunday.")
    assert not IRONIC.match("great firm if you like getting regular updates.")


@pytest.mark.parametrize("clause", [
    "I had to remind them THREE times that my expiration date was coming up.", "They filed with barely 2 weeks to spare.",
    "Getting anyone on the phone was impossible.", "Bit of a shock when the invoice landed.",
    "When I queried it I was spoken to like a child.", "They charged a percentage ON TOP of hourly rates.",
    "I still get to explain my whole case from the beginning every time.",
    "The heat pump is STILL blowing cold air in heat mode.",
    "But God it was a slog.", "Calls not returned.", "The fee was also higher than what I remember agreeing to.",
    "Bit much.", "wouldnt call them first next time", "I was chasing for updates constantly.",
    "Felt like every phone call cost us $80.", "The communication around fees needs serious work.",
    "They were more interested in settling quickly than fighting for what I was owed.",
    "Ended up with less than half of what I believe I was entitled to.",
])
def test_complaints_in_plain_words(clause):
    assert sentiment.valence(clause) < 0


@pytest.mark.parametrize("clause", ["Impossible to fault.", "Hard to fault them.", "Nothing to fault.",
                                    "Fees were a bit higher than the other quote I got, fair enough.",
                                    "They came out like 2 hours after I called.",
                                    "Sofia and Will picked up the file and fought like hell."])
def test_praise_and_plain_comparisons_are_not_complaints(clause):
    assert sentiment.valence(clause) >= 0


def test_a_degree_word_grades_the_next_word_and_is_no_opinion_itself():
    assert sentiment.valence("Super stressful.") <= 0  # VADER's "super" alone is +2.9
    assert sentiment.valence("Seriously good.") > sentiment.valence("Good.")  # its "seriously" alone is -0.7
    assert sentiment.valence("Super helpful.") > sentiment.valence("Helpful.") > 0
    assert sentiment.valence("Super job.") > 0  # no graded word after it: the praise is its own


@pytest.mark.parametrize("text", [
    "Great, two years in and I still get to explain my whole case from the beginning every time someone new picks "
    "up the phone. Thanks guys, really feel valued.",
    "Great, a third visit and the heat pump is STILL blowing cold air. Thanks guys. Really enjoying the space heater "
    "life out here.",
])
def test_thanks_for_care_not_taken_is_sarcasm_under_one_star(text):
    assert Analyser(LAW).analyse(text, 1)["sentiment"] == "negative"
    assert IRONIC.match("thanks guys, really feel valued.")
    assert not IRONIC.match("i really felt heard by mr reyes.")


@pytest.mark.parametrize("technicians, text, expected", [
    # a name part followed straight on by a capitalised word of no one's name: another person, a place
    (["Daniel Okafor", "Tom Reilly"], "A semi sideswiped me on the Dan Ryan. Tom subpoenaed the logs.", ["Tom Reilly"]),
    (["Grant Holloway"], "Got rear-ended right by Grant Park.", []),
    (["Richard Bramall"], "Did our wills and still made it to the match at Bramall Lane lol", []),
    # ... but not more of the person's own name, their surname misspelt, "I", or a verb typed capitalised
    (["Marc-André Gagnon"], "Marc Andre installed our backwater valve.", ["Marc-André Gagnon"]),
    (["Patrick O'Neill"], "Patrick O'Neal is amazing.", ["Patrick O'Neill"]),
    (["Rajesh Patel"], "Was told by Mr Patel I'd get a call back.", ["Rajesh Patel"]),
    # pet names and the first letters of a name, capitalised; not a month's abbreviation
    (["Dustin Harlan"], "Dusty is the man.", ["Dustin Harlan"]),
    (["Lachlan Nguyen"], "Lachie was a top bloke.", ["Lachlan Nguyen"]),
    (["Stuart Pavlovic"], "Stu knew exactly what our supply could handle.", ["Stuart Pavlovic"]),
    (["Julian Marsh"], "Booked for Jul 14 and they came.", []),
    (["Marlon Diaz"], "Mary at the desk was lovely.", []),
    (["Dustin Harlan"], "Dusty boots all over the carpet.", []),
    # Irish and other spellings of one sound
    (["Ciarán Moloney"], "Kieran was great with us.", ["Ciarán Moloney"]),
    (["Brittany Lujan"], "Brittney is the best tech we've ever had out.", ["Brittany Lujan"]),
    (["Derek Lindholm"], "quick response, honest, fair. thanks Derick", ["Derek Lindholm"]),
    (["Derek Okafor"], "Derrick helped me after my Lyft got T-boned.", ["Derek Okafor"]),
    (["Owain Bevan"], "Owen turned up when he said he would.", ["Owain Bevan"]),
    (["Derick Ames"], "Derek came out the next day.", ["Derick Ames"]),
    # a pet name made of a surname
    (["Daniel Fitzgerald", "Priya Shah"], "Fitzy and Priya sorted my assault charge.", ["Daniel Fitzgerald", "Priya Shah"]),
    # a bank where a bank is meant; a grant joined to a name is still a grant
    (["Chase Pruitt"], "I owed Chase, Capital One and Discover almost $40k.", []),
    (["Chase Donnelly"], "Our lender was Chase and they were a nightmare.", []),
    (["Chase Lamoureux"], "Called at 8, Chase was here by 11.", ["Chase Lamoureux"]),
    (["Grant Kowalchuk", "Shawn Dyck"], "We got the Greener Homes grant and Shawn did the paperwork.", ["Shawn Dyck"]),
])
def test_whose_name_a_word_is(technicians, text, expected):
    business = {"categories": ["Plumber"], "services": [], "technicians": technicians}
    assert Analyser(business).analyse(text, 5)["technicians"] == expected


def test_a_place_named_for_a_person_is_a_place_even_sharing_a_word_with_the_firm():
    business = {"name": "Kelham Lane Solicitors", "categories": ["Solicitor"], "services": [],
                "technicians": ["Richard Bramall", "Joy Hartley"]}
    assert Analyser(business).analyse("Still made it to the match at Bramall Lane lol", 5)["technicians"] == []
    assert Analyser(business).analyse("Richard Bramall sorted it.", 5)["technicians"] == ["Richard Bramall"]


@pytest.mark.parametrize("names, text, expected", [
    # two names at a junction are streets; a person after "and" is not
    (["Cicero", "Berwyn"], "Got T-boned at Cicero and Belmont by a guy who ran the red.", []),
    (["Cicero", "Berwyn"], "We live off Belmont and Cicero if you know it.", []),
    (["Oracle", "Marana"], "We're off Oracle and Ina if any other company wants the business.", []),
    (["Oracle", "Marana"], "They came out to Oracle and Marana the same week.", ["Oracle", "Marana"]),
    # a court of law named for its town is in the town; a firm named for it is not
    (["Melbourne"], "He ran my bail application at the Melbourne Magistrates Court.", ["Melbourne"]),
    (["Airdrie"], "Went to Airdrie Family Lawyers first and they wanted a $10k retainer.", []),
    # the club someone plays for
    (["Garryowen"], "Ciaran plays for Garryowen so we had the whole Munster chat.", []),
    (["Garryowen"], "We live in Garryowen.", ["Garryowen"]),
    (["Carindale"], "Grabbed two fans from Beacon at Carindale and Matt put them up.", ["Carindale"]),
    # a town's name run together, a "-town" by its initial, a local's short name
    (["Kemp Town"], "Our wedding in Kemptown last summer.", ["Kemp Town"]),
    (["Jeffersontown"], "14 people headed to our house in J-town.", ["Jeffersontown"]),
    (["Jeffersontown"], "J-town is what they call it.", []),
    (["Blanchardstown"], "Recommended by a friend in Blanch.", ["Blanchardstown"]),
])
def test_streets_at_a_junction_and_what_a_town_is_called_short(names, text, expected):
    assert Areas(names).find(text) == expected


def test_complaints_about_another_firm_under_five_stars_are_not_the_models_to_count():
    text = ("we came to Harwood Lane after a bad experience with another firm in the CBD who charged us $4k and then "
            "told us we'd have to start the probate application again because they'd filed it wrong. these guys "
            "fixed the mess, didn't bag out the other mob, just got on with it. probate granted 6 weeks later")
    assert Analyser(ESTATE).analyse(text, 5)["sentiment"] == "positive"
    assert sentiment.valence("These guys fixed the mess.") > 0
    assert sentiment.valence("Handled it so well the trustee objected twice because of mistakes.") < 0
    assert sentiment.valence("They did so well I told my mum.") > 0


def test_a_prior_attorney_named_with_that_is_another_firm():
    assert analyse.ANOTHER_PARTY.search("That prior attorney should be ashamed of himself.")


def test_five_stars_for_managing_it_is_sarcasm_and_never_giving_five_excuses_three():
    assert Analyser(FAMILY_AND_CRIME).analyse(
        "Five stars for managing to make my divorce take longer than my actual marriage. Truly impressive stuff.",
        5)["sentiment"] == "negative"
    assert analyse.STARS_EXCUSED.search("no complaints, not sure why 3 stars, i just never give 5 lol")
    assert not analyse.STARS_EXCUSED.search("they never give 5 minutes' notice")


# What a fresh-eyes review of the seventeenth round found each new rule misread, kept read right.
@pytest.mark.parametrize("technicians, text, expected", [
    (["Grant Holloway"], "Called Grant Monday morning and he was here by noon.", ["Grant Holloway"]),
    (["Grant Holloway"], "Thank you Grant You're a legend.", ["Grant Holloway"]),
    (["Chase Lamoureux"], "Needed the report for the mortgage. Chase had it done the same day.", ["Chase Lamoureux"]),
    (["Evelyn Park", "Carlos Mendez"], "They came out on Christmas Eve. Car was parked out front.", []),
    (["Victor Hale", "Mayra Lopez"], "Best sparky in regional Vic. Booked them in May.", []),
])
def test_the_rounds_name_rules_do_not_misfire(technicians, text, expected):
    business = {"categories": ["Electrician"], "services": [], "technicians": technicians}
    assert Analyser(business).analyse(text, 5)["technicians"] == expected


@pytest.mark.parametrize("clause", [
    "FIVE STARS!", "ONE call and they were here within the hour.", "Only needed ONE trip to sort it.",
    "If you need work done on your plumbing, call them.", "They charged less than half of what we expected.",
    "He was more interested in fixing the problem than actually selling me anything.",
    "Two summers on and the AC is still blowing cold.", "They handled it so well that there were no mistakes at all.",
    "Sarah kept right on top of the costs.", "I never had to repeat my story again.", "Super 5 stars.",
    "Grant is a super star.",
])
def test_the_rounds_complaint_rules_do_not_misfire(clause):
    reader = facts.Facts()
    assert sentiment.valence(clause) + reader.valence(clause) >= 0


def test_the_rounds_irony_excuse_and_other_firm_rules_do_not_misfire():
    assert not IRONIC.match("really enjoying the new water heater.")
    assert not IRONIC.match("we truly felt cared for by the office.")
    assert not analyse.ANOTHER_PARTY.search("This old guy showed up three hours late and overcharged us.")
    assert not analyse.STARS_EXCUSED.search("they never give 5 min notice before turning up")
    assert Analyser(PLUMBER).analyse("5 stars for managing to make it out on Christmas Eve.", 5)["sentiment"] == "positive"


@pytest.mark.parametrize("business, text", [
    ({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "repairs", "label": "Air Conditioning Repairs"},
        {"id": "servicing", "label": "Air Conditioning Servicing & Cleaning"}]},
     "The service on the day was excellent. My husband cleaned the filters before they arrived."),
    ({"categories": ["Solicitor"], "services": [{"id": "contested", "label": "Contested Wills & Inheritance Disputes"}]},
     "We made a claim against the estate agent for the deposit. If there are any disputes our solicitors will sort it."),
    ({"categories": ["Employment Lawyer"], "services": [{"id": "pg", "label": "Personal Grievances"},
                                                        {"id": "restraint", "label": "Restraint of Trade"}]},
     "Sarah was fired up and ready to fight. Mark forced us out of the meeting room. She showed real restraint."),
    ({"categories": ["Plumber"], "services": [{"id": "drains", "label": "Drain Cleaning"}]},
     "Brian stopped up at the supply house for the part."),
])
def test_the_rounds_service_rules_do_not_misfire(business, text):
    assert Analyser(business).analyse(text, 5)["services"] == []


@pytest.mark.parametrize("names, text", [
    (["Cicero", "Berwyn"], "Big thanks to the crew at Cicero and Dave!"),
    (["Berwyn"], "The kids were out playing with Berwyn neighbours."),
])
def test_the_rounds_area_rules_keep_places(names, text):
    assert Areas(names).find(text) == names[:1]


@pytest.mark.parametrize("names, text", [
    (["New Town"], "My sister's place in Newtown."), (["Red Hill"], "Moved here from Redhill in Surrey."),
])
def test_a_name_run_together_is_another_place_but_a_town(names, text):
    assert Areas(names).find(text) == []


def test_one_list_of_road_words_serves_places_and_people():
    # a declared area inside a road's name is the road, a name part before one the road too
    assert Areas(["Macleod"]).find("Picked up a faucet at the Home Depot on Macleod Trail.") == []
    business = {"categories": ["Plumber"], "services": [], "technicians": ["Kyle Macleod"]}
    assert Analyser(business).analyse("The outfit on Macleod Trail my brother uses.", 1)["technicians"] == []


# Found by a fresh-eyes review of the eighteenth round: each of these read wrongly before it was mended.
REVIEWED_CREW = {"categories": ["Plumber"], "technicians": [
    "Stuart Ng", "Stewart Hall", "Tom Baker", "Tomasz Nowak", "Grant Hewitt", "Bill Moore", "Chase Lamoureux",
    "Summer Haines", "Sarah Mitchell", "James Okafor"]}


@pytest.mark.parametrize("text, technicians", [
    ("Stuart was great.", ["Stuart Ng"]),  # a name as someone's own is theirs, not another's spelling of it
    ("Tom was great.", ["Tom Baker"]),
    ("Grant (the government one) finally came through.", []),  # what a grant, a bill or a bank does too
    ("Bill never arrived, had to chase it up.", []),
    ("Chase also declined my card.", []),
    ("The clinic's Dr M wrote the medical report.", []),  # a doctor's initial, someone's in brackets
    ("The other driver (Mr M) denied everything.", []),
])
def test_reviewed_technicians(text, technicians):
    assert Analyser(REVIEWED_CREW).analyse(text, 5)["technicians"] == technicians


@pytest.mark.parametrize("text, areas", [
    ("New downlights to brighten up the kitchen.", []),  # one letter for another is another word or name
    ("Thanks to Terrance for the quick call back.", []),
    ("Best plumber in Texas.", []),  # a state, not the "... City"
    ("We moved here from Missouri.", []),
    ("as a katy resident i was glad", ["Katy"]),  # a resident after an article is still the place's
    ("we are just north of humble", ["Humble"]),  # "of" after a compass word is a place's
    ("My attorney called Humble PD.", ["Humble"]),  # only someone introduced by name is a person
    ("I have watched Pearland grow for years.", ["Pearland"]),  # only a film is being watched
    ("what a kind and humble act.", []),  # a state only after a comma
    ("Kits for the drug test were sent to my house.", []),  # kits
])
def test_reviewed_areas(text, areas):
    names = ["Brighton", "Torrance", "Texas City", "Missouri City", "Katy", "Humble", "Pearland", "Kitsilano"]
    assert Analyser({"categories": ["Plumber"], "service_areas": names}).analyse(text, 5)["service_areas"] == areas


@pytest.mark.parametrize("text, rating, sentiment", [
    ("Opposing counsel never stood a chance. Sofia ran circles around him.", 5, "positive"),  # ours winning
    ("His lawyer was aggressive but Sofia ran circles around her.", 5, "positive"),
    ("Great work breaking down the options, Grant was patient and the install was perfect.", 5, "positive"),
    ("Great job leaving no mess behind.", 5, "positive"),
])
def test_reviewed_sentiment(text, rating, sentiment):
    assert Analyser(HVAC).analyse(text, rating)["sentiment"] == sentiment


@pytest.mark.parametrize("business, text, services", [
    ({"categories": ["Criminal Defense Attorney"], "services": [
        {"id": "dui", "label": "DUI Defense"}, {"id": "guns", "label": "Gun Charges"},
        {"id": "assault", "label": "Assault Defense"}, {"id": "exp", "label": "Expungement"}]}, text, ["dui"])
    for text in ["She stuck to her guns and the DUI was dismissed.", "He came in with guns blazing on my DUI.",
                 "Jo is a pistol in the courtroom, DUI gone.", "I was in a custody fight and got a DUI.",
                 "I tried defending myself on the DUI first.", "DUI case dismissed and my record is clean."]
] + [
    ({"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "evap", "label": "Evaporative Coolers"}, {"id": "ac-repair", "label": "AC Repair"},
        {"id": "ac-install", "label": "AC Installation & Replacement"}]}, text, ["ac-repair"])
    for text in ["The evap coil was frozen solid, a refrigerant leak.", "He replaced the condenser fan motor."]
])
def test_reviewed_services(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, sign", [
    # air warm or cool is a temperature: no warm welcome, no cool guy (and a heater's warm air is what was wanted)
    ("aircon blowing warm air AGAIN.", 0),
    ("the kids are sitting in the car with the engine running to cool down.", 0),
    # still broken, said to their face (not a promise: "if anything is not right")
    ("she is not right.", -1),
    ("it's still not right.", -1),
    ("If anything is not right they come back and fix it.", 0),
    ("She was right about the part, and he fixed it properly.", 1),
])
def test_a_temperature_is_no_opinion_and_still_broken_is_a_complaint(text, sign):
    value = sentiment.valence(text)
    assert (value > 0) - (value < 0) == sign


@pytest.mark.parametrize("text, areas", [
    # a place of two words is not heard by its first word alone (a fresh-eyes review: "in Hackney" beside Hackney
    # Wick, "in Stoke", "in London", "in Perth", "Milton", "Warner" are other places and people)
    ("Brilliant plumber, lives in Hackney himself.", ["Hackney"]),
    ("My mum in London recommended them.", []),
    ("Big thanks to Milton for sorting the boiler.", []),
    ("We went on holiday in Jamaica last year.", []),
    ("Got stuck in traffic on the way.", []),
])
def test_a_place_of_two_words_is_not_heard_by_its_first_word_alone(text, areas):
    business = {"categories": ["Plumber"], "technicians": [], "service_areas": [
        "Hackney", "Hackney Wick", "London Colney", "Milton Keynes", "Jamaica Plain", "Traffic Island"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == areas


@pytest.mark.parametrize("text, technicians", [
    # a first name by its last letters, where it goes by them (and they are no word)
    ("Dmitry and Seun put in our new system last week.", ["Oluwaseun Adeyemi", "Dmitri Kovalenko"]),
    ("Seun talked us through the options.", ["Oluwaseun Adeyemi"]),
    # the court's grant is no Grant
    ("Turned out the Grant of Probate had been sitting in their post tray for a month.", []),
    ("Grant sorted the probate for us.", ["Grant McCloskey"]),
])
def test_a_name_by_its_last_letters_and_a_grant_of_probate(text, technicians):
    people = ["Grant McCloskey", "Oluwaseun Adeyemi", "Dmitri Kovalenko"]
    assert Analyser({"categories": ["Solicitor"], "technicians": people}).analyse(text, 5)["technicians"] == technicians


def test_town_n_country_is_town_and_country_and_insulation_left_is_a_harm_praised():
    business = {"categories": ["HVAC Contractor"], "technicians": [], "service_areas": ["Town 'n' Country"]}
    analyser = Analyser(business)
    assert analyser.analyse("came out to our place in town and country", 5)["service_areas"] == ["Town 'n' Country"]
    assert analyser.analyse("Over in Town & Country.", 5)["service_areas"] == ["Town 'n' Country"]
    assert analyser.analyse("Great job leaving pink insulation all over my garage floor. Really impressed, guys. "
                            "The new air handler works, I guess.", 1)["sentiment"] == "negative"


# What a fresh-eyes review of the nineteenth round found misread, each mended.
@pytest.mark.parametrize("business, text, stars, sentiment", [
    # the wrong stars owned up to weigh nothing; a wrong visa category selected is a complaint still
    ({"categories": ["Immigration Attorney"], "services": [{"id": "visa", "label": "Work Visas"}]},
     "They selected the wrong visa category and my application was refused. I lost my job over it.", 1, "negative"),
    ({"categories": ["Electrician"], "services": []},
     "Nice guy. He fitted a breaker with the wrong rating and it kept tripping.", 2, "negative"),
    # a heater blowing hot air again is mended; a promise to put things right is no complaint
    (HVAC, "Heater died Sunday night. They came Monday, swapped the igniter and it's blowing hot air again.", 4,
     "positive"),
    (HVAC, "Had a small issue after the install. Dave said if anything wasn't right he'd come back and fix it, and he "
     "did.", 4, "positive"),
    # a unit that would not cool down the house is a complaint still
    (HVAC, "Friendly tech and fair price. But two days later the unit would not cool down the house.", 3, "neutral"),
    # glass left without a mark, insulation bagged up, are praise; "Very helpful." under three stars is no sarcasm
    ({"categories": ["Electrician"], "services": []},
     "Excellent work leaving the glass splashback without a single mark.", 5, "positive"),
    (HVAC, "Great job leaving the old insulation neatly bagged up by the bins.", 4, "positive"),
    (HVAC, "Took three weeks to get anyone out, they missed the first appointment and the call-out fee was steep. The "
     "tech on the day? Very helpful.", 3, "neutral"),
])
def test_reviewed_round_nineteen_sentiment(business, text, stars, sentiment):
    assert Analyser({"technicians": [], **business}).analyse(text, stars)["sentiment"] == sentiment


@pytest.mark.parametrize("business, text, services", [
    # a device the firm supplies, said of without a breakdown of its own, is the supply
    (AC_SUPPLIER, "Our evaporative cooler died so we went ducted, best decision ever.", ["ducted"]),
    (AC_SUPPLIER, "Our ducted has never worked better.", ["ducted"]),
    (AC_SUPPLIER, "No cooling issues at all with the ducted this summer.", ["ducted"]),
    (AC_SUPPLIER, "Two years on and the ducted has never broken down once.", ["ducted"]),
    (AC_SUPPLIER, "Signed up for ducted in January but they're not starting till March.", ["ducted"]),
    # a bracket that says what the job is stays part of the label
    ({"categories": ["Plumber"], "services": [
        {"id": "drains", "label": "Blocked Drains (incl. CCTV Camera Inspection)"},
        {"id": "hw", "label": "Hot Water Systems"}]},
     "They did a CCTV camera inspection of the sewer line and showed us the roots.", ["drains"]),
    ({"categories": ["Conveyancer"], "services": [
        {"id": "buy", "label": "Conveyancing (for Buyers)"}, {"id": "sell", "label": "Conveyancing (for Sellers)"}]},
     "Used them for the conveyancing when we bought our first home.", ["buy"]),
    # two heads are a heat pump's only where they went in; a house that is a new build is no new-build job
    ({"categories": ["HVAC Contractor", "Plumber"], "services": [
        {"id": "hp", "label": "Heat Pump Installation"}, {"id": "plumb", "label": "Plumbing Repairs"}]},
     "Our new shower has two heads and they plumbed it in perfectly.", ["plumb"]),
    ({"categories": ["Electrician"], "services": [
        {"id": "new-build", "label": "New Build & Renovation Wiring"},
        {"id": "lighting", "label": "LED Lighting Design & Installation"}, {"id": "faults", "label": "Fault Finding"}]},
     "Our house is a new build so I was surprised when the power kept cutting out. Found the fault in 20 minutes.",
     ["faults"]),
])
def test_reviewed_round_nineteen_services(business, text, services):
    assert Analyser({"technicians": [], **business}).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, technicians", [
    # a name's last letters are no other person's name (only the declared short forms: "Seun" for Oluwaseun)
    ("Rick from the office never called me back.", []),
    ("Mary at reception was rude to me.", []),
    ("Seun talked us through the options.", ["Oluwaseun Adeyemi"]),
    # three lower-case letters are a word or a chat short form more often than a name
    ("nan was thrilled with the new boiler", []),
    ("tho charged a bit more than quoted", []),
])
def test_reviewed_round_nineteen_technicians(text, technicians):
    people = ["Patrick Byrne", "Rosemary Tait", "Oluwaseun Adeyemi", "Nancy Pike", "Thomas Reid"]
    assert Analyser({"categories": ["Plumber"], "technicians": people}).analyse(text, 5)["technicians"] == technicians


# An air conditioning firm whose one repair service is of the AC it also installs and looks after.
AC_FIRM = {"categories": ["Air Conditioning Contractor", "HVAC Contractor"], "technicians": [], "services": [
    {"id": "repair", "label": "AC Repair"}, {"id": "install", "label": "AC Installation"},
    {"id": "plans", "label": "Maintenance Plans"}, {"id": "emergency", "label": "24/7 Emergency Service"}]}


@pytest.mark.parametrize("text, services", [
    # a device that dies is broken down
    ("Signed up for the maintenance plan in March. Then in August the AC dies and priority service meant a "
     "week's wait.", ["repair", "plans"]),
    # a symptom beside the review's other job is still the repair
    ("Rang the after hours line on a Sunday night. The upstairs wasn't cooling at all. He was here by 11.",
     ["repair", "emergency"]),
    # a part of it failing, or replaced, is its repair
    ("Called after hours because the outdoor fan motor was dying. Sorted in an hour.", ["repair", "emergency"]),
    ("Another outfit quoted $11k for a new condenser. Jonathan just replaced the fan motor.", ["repair"]),
    ("Came out for a noisy fan motor and told me my 14 yr old unit had a couple summers left in it and not to "
     "replace it yet.", ["repair"]),
    ("The power went out in a storm and the unit wouldn't come back on. Fried control board, replaced it.",
     ["repair"]),
    # ... beside the review's other job too, and a device that conked out is broken down
    ("Called the emergency number at 9 at night. He had it fixed before midnight. Bad contactor apparently.",
     ["repair", "emergency"]),
    ("Her aircon conked out on a Friday night. Rang their after hours line and he went round at 9pm.",
     ["repair", "emergency"]),
    # the unit or system itself broken down is its repair
    ("Rang at 9pm and had someone here by 10.30. Unit kept tripping the breaker and wouldnt reset.",
     ["repair", "emergency"]),
    ("Left three messages about water pouring out of the unit in the attic.", ["repair"]),
    ("Over the 4th of July weekend the whole system died, not even the fan would come on.",
     ["repair", "emergency"]),
    # ... or told by how it behaves, or how the house is
    ("Unit still makes a rattling noise after the 'repair'. Reckons that's normal. It isn't.", ["repair"]),
    ("By July the upstairs won't get below 80 and nobody can tell me why.", ["repair"]),
    # its one installation told by the install alone, or the whole system replaced
    ("Install took two days longer than they said because of a back order.", ["install"]),
    ("Quoted $9,400 over the phone, then on the day of install it was suddenly $12,100.", ["install"]),
    ("They replaced the whole system at our rent house and sent me photos.", ["install"]),
    # a firm named by its trade is no job
    ("Best AC company in Katy hands down.", []),
    ("Best aircon mob on the southside, been using them for years.", []),
    # the writer's own choice is no symptom; a filter changed is no part replaced
    ("The new AC went in on time, so we're not cooling an empty house with the old one.", ["install"]),
    ("On the maintenance plan. Tech changed the filter and checked the refrigerant.", ["plans"]),
])
def test_a_failing_part_a_device_that_dies_and_a_symptom_are_its_repair(text, services):
    assert Analyser(AC_FIRM).analyse(text, 5)["services"] == services


ESTATE_FIRM = {"categories": ["Estate Planning Attorney", "Law Firm"], "technicians": [], "services": [
    {"id": "wills", "label": "Wills & Pour-Over Wills"}, {"id": "trusts", "label": "Revocable Living Trusts"},
    {"id": "probate", "label": "Probate & Estate Administration"},
    {"id": "deeds", "label": "Beneficiary Deeds: Keep Your Home Out of Probate"},
    {"id": "contests", "label": "Will & Trust Contests"}]}


@pytest.mark.parametrize("name, text, services", [
    # a label's sales line after a colon is not its job
    ("Desert Willow Estate & Trust Law, PLLC", "Mr. S handled my mom's probate after she passed.", ["probate"]),
    ("Saguaro Estate Law", "Used them for a beneficiary deed on my condo.", ["deeds"]),
    # a word of the business's name is its field only where a label word begins with it: "willow" is no will
    ("Desert Willow Estate & Trust Law, PLLC", "Fine but expensive. $3,200 for a basic will.", ["wills"]),
    ("Saguaro Estate Law", "Fine but expensive. $3,200 for a basic will.", ["wills"]),
])
def test_a_labels_sales_line_and_a_name_word_that_only_begins_like_a_label_word(name, text, services):
    assert Analyser({**ESTATE_FIRM, "name": name}).analyse(text, 5)["services"] == services


def test_a_dashed_sales_line_names_nothing():
    business = {"categories": ["Family Law Attorney"], "technicians": [], "services": [
        {"id": "property", "label": "Property Settlement"},
        {"id": "consent", "label": "Consent Orders - Settle Without Court"}]}
    found = Analyser(business).analyse("Sorted our consent orders without setting foot in a courtroom.", 5)["services"]
    assert "consent" in found


@pytest.mark.parametrize("text, stars, sentiment", [
    # stars asked for, not given: the text alone decides
    ("Scheduled our tune-up for the 8-12 window. Tech showed up at 3:45 with no phone call, no text, nothing. To be "
     "fair he was thorough once he got here. But I took a half day off work for nothing. Not sure why this thing "
     "wants stars.", 5, "negative"),
    ("Not sure why this is asking me for stars, I want to be fair. The outcome was good, but I was charged for a "
     "paralegal's time to 'schedule a call' more than once, and he called my ex's lawyer by the wrong name in "
     "front of the judge. Embarrassing.", 5, "negative"),
    # nobody ringing back is a complaint; praise the writer cannot vouch for is none
    ("Nobody ever rings you back. I've emailed Daniel four times about my claim and heard nothing in a month. Maybe "
     "he's great at the law, no idea, can't get hold of him. Only giving stars because it won't let me post "
     "without.", 5, "negative"),
    # ... the clause that says so weighs nothing, the others of its sentence count
    ("Not sure why it's asking for stars but thanks heaps to Rhys for sorting our board out.", 1, "positive"),
    ("Tuan and Luis did a fantastic job on our new system install, sorry I meant to give 5 stars and can't figure "
     "out how to change it", 1, "positive"),
    ("Not sure why it's asking for stars, just wanted to say thank you to Rhys for sorting our board out.", 1,
     "positive"),
])
def test_stars_asked_for_not_given_and_a_call_never_returned(text, stars, sentiment):
    assert Analyser({"categories": ["Plumber"], "technicians": []}).analyse(text, stars)["sentiment"] == sentiment


@pytest.mark.parametrize("text, stars, sentiment", [
    # top stars given for a show are the joke, and the bare praise with them meant otherwise
    ("Five stars for the comedy value. Will turned up at 8am sharp, which would've been great except I'd booked "
     "the afternoon. Came back at 4 and put the EV charger in completely the wrong spot on the wall. Now the cable "
     "doesn't reach the car. Superb.", 5, "negative"),
    ("5 stars for teaching me patience. Closing was scheduled for 10am, the attorney strolled in at 11:15, had "
     "forgotten the deed. Truly a memorable day.", 5, "negative"),
    # ... under one star the stars are right
    ("Wow, thanks for losing my paperwork twice and then missing the filing deadline. Five stars for creativity.", 1,
     "negative"),
])
def test_top_stars_for_a_show_are_a_joke(text, stars, sentiment):
    assert Analyser({"categories": ["Electrician"], "technicians": []}).analyse(text, stars)["sentiment"] == sentiment


def test_praise_of_what_did_not_happen_is_none():
    # the rules' reading: what would have been praised had it worked is a complaint, a slight one under three stars
    # (the text models retrained in the twenty-fourth round read these ten words as praise, by "perfect": a known
    # limit of a bag of words on a sentence this short)
    analysed = Analyser({"categories": ["Electrician"]}, models=False).analyse(
        "The new lights would've been perfect if they worked.", 3)
    assert analysed["sentiment"] == "neutral" and analysed["score"] < 0


@pytest.mark.parametrize("text, areas", [
    ("Cheers for the yearly service on our 3 splits in palmo.", ["Palmerston"]),  # clipped to "-o", as locals say it
    ("They came out to Paddo on a Sunday.", ["Paddington"]),
    ("The new unit was stuck in demo mode.", []),  # ... keeping four letters or more (not Demarest's "demo")
    ("Lovely job, photos sent to Palmer.", []),  # ... and ending in "-o"
])
def test_a_name_clipped_to_o_is_the_place(text, areas):
    business = {"categories": ["Air Conditioning Contractor"], "service_areas": ["Palmerston", "Paddington", "Demarest"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == areas


@pytest.mark.parametrize("text, areas", [
    # a two-word name with one word misspelt beside the other as declared
    ("We made the drive from Grand Prarie three times.", ["Grand Prairie"]),
    ("moving from jamaca plain to newton and had a sale and a purchase on the same day", ["Jamaica Plain"]),
    ("A grand party in the prairie.", []),
    # a prosecutor's name is a person's
    ("The prosecutor on my case, ADA Richardson, was out for blood from day one.", []),
])
def test_a_two_word_name_misspelt_and_a_prosecutors_name(text, areas):
    business = {"categories": ["Criminal Defense Attorney"], "service_areas": ["Grand Prairie", "Jamaica Plain",
                                                                              "Richardson"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == areas


@pytest.mark.parametrize("text, areas", [
    # the place a review signs off with, lower-case or misspelt, is the place
    ("Priya replaced the igniter and showed us what to check next time. Very patient. belconnen, near the mall.",
     ["Belconnen"]),
    ("Contactor was burnt up. In and out in half an hour, price as quoted on the phone. wedgewood", ["Wedgwood"]),
    # ... not a name that goes on ("Belconnen is where the ex lives" needs a capital from a writer who capitalises)
    ("Priya was great. belconnen is where my ex lives, long story.", []),
])
def test_the_place_a_review_signs_off_with(text, areas):
    business = {"categories": ["HVAC Contractor"], "service_areas": ["Belconnen", "Wedgwood"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == areas


@pytest.mark.parametrize("text, technicians", [
    ("Rang at 3pm and Tass was at our place by 5.", ["Anastasios Papadopoulos"]),  # Greek, Russian, Polish short forms
    ("Tassos checked the whole outdoor unit was bolted down.", ["Anastasios Papadopoulos"]),
    ("Fast, fair, friendly. Thanks Dima!", ["Dmitri Kovalenko"]),
    ("Aggie on reception was so kind when I rang in tears.", ["Agnieszka Nowak"]),
])
def test_greek_russian_and_polish_short_forms(text, technicians):
    business = {"categories": ["HVAC Contractor"],
                "technicians": ["Anastasios Papadopoulos", "Dmitri Kovalenko", "Agnieszka Nowak"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == technicians


@pytest.mark.parametrize("text, areas", [
    ("We're a few streets from Llandaff Cathedral.", ["Llandaff"]),  # what stands in the place is in it
    ("An invoice went to my old work address in Salford Quays.", ["Salford"]),
])
def test_a_landmark_of_the_place_is_in_it(text, areas):
    business = {"categories": ["Electrician"], "service_areas": ["Llandaff", "Salford"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == areas


def test_a_ducted_gas_heater_is_no_ducted_air_conditioning():
    business = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "technicians": [], "services": [
        {"id": "heating", "label": "Ducted Gas Heating – Service & Repair"},
        {"id": "ducted-ac", "label": "Ducted Refrigerated Air Conditioning"}]}
    analyser = Analyser(business)
    assert analyser.analyse("Ducted heater works now I suppose.", 3)["services"] == ["heating"]
    assert analyser.analyse("The ducted gas heater kept clicking but wouldn't light.", 5)["services"] == ["heating"]
    assert analyser.analyse("The new ducted keeps the whole house cool.", 5)["services"] == ["ducted-ac"]


@pytest.mark.parametrize("text, stars, sentiment", [
    # being left waiting is a complaint in its plain words, and a trust that holds property no praise
    ("Priya is smart and clearly knows Arizona trust law inside and out. The problem is getting hold of her. I'm "
     "trustee of my aunt's trust and emails sat for a week or more, and I had to push back a closing because the "
     "certification wasn't ready when she said it would be. Four stars for the legal work, would be two for the "
     "service.", 4, "negative"),
    ("I trust them completely with our family's affairs.", None, "positive"),
    # what the writer was not told, and money they tried to take
    ("Amir was polite and clearly knew his stuff, got the EV charger up no bother and tidied all the cabling neatly. "
     "But the office quoted us £850 and the invoice came in at £1,040 for 'additional cable run' that nobody "
     "mentioned. Not on. Should have been told.", 4, "negative"),
    ("The charger itself works fine, no complaints there. But the chap who came out to survey told us we'd need a "
     "brand new fuse board first, another £650. When Priya came to do the install she said our existing board was "
     "perfectly fine. So that's £650 they tried to get out of us for nothing. Left a really bad taste and I "
     "wouldn't trust one of their quotes now without a second opinion.", 4, "negative"),
    # a job put where it was agreed not to be, to be paid for twice
    ("Good work on the EV charger but they mounted it on the opposite wall of the garage to what we'd agreed, so now "
     "the cable has to stretch right across the car. Grant did offer to move it 'at cost' but I don't think we should "
     "have to pay twice for their mistake. 4 stars because the install itself is solid.", 4, "negative"),
])
def test_left_waiting_in_plain_words_and_a_trust_that_holds_property(text, stars, sentiment):
    assert Analyser(ESTATE_FIRM).analyse(text, stars)["sentiment"] == sentiment


@pytest.mark.parametrize("text, technicians", [
    ("Hope keeps saying 'we're working on it'. Working on what??", ["Hope Delgado"]),  # a name that is a word, by its verb
    ("I walked in without an appointment. Hope still found me 20 minutes with Mr Ansah.", ["Hope Delgado"]),
    ("I hope they keep her around.", []),
])
def test_a_name_that_is_a_word_keeps_saying_and_still_finds(text, technicians):
    business = {"categories": ["Family Law Attorney"], "technicians": ["Hope Delgado"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == technicians


@pytest.mark.parametrize("text, areas", [
    ("We're over in Oakcliff, they were happy to do calls on Zoom.", ["Oak Cliff"]),  # run together, 3 + 5 letters
    ("We live in Newtown, not far from the office.", []),  # ... not 3 + 4: Newtown is no New Town
])
def test_a_short_first_word_run_together(text, areas):
    business = {"categories": ["Criminal Defense Attorney"], "service_areas": ["Oak Cliff", "New Town"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == areas


@pytest.mark.parametrize("business, text, stars, sentiment", [
    # a rating explained is no rating asked for; top stars for creativity with nothing wrong are sincere
    (ELECTRICIAN, "Only giving 2 stars because the electrician was rude and left a mess everywhere. The light works "
     "now.", 2, "negative"),
    (ELECTRICIAN, "5 stars for creativity. Tom found a way to run the cable without opening a single wall.", 5,
     "positive"),
    (ELECTRICIAN, "Five stars for the show. Absolutely brilliant!", 5, "positive"),
    (ELECTRICIAN, "The contractor wouldn't let me leave without signing the final invoice. Rude about it too.", 2,
     "negative"),
    # praise or plain facts in the words of the new complaints
    (ELECTRICIAN, "Sarah really tried to take the stress off us during the whole rewire.", None, "neutral"),
    (ELECTRICIAN, "The problem was reaching the junction box in the loft, Tom managed it anyway.", None, "positive"),
])
def test_reviewed_round_twenty_sentiment(business, text, stars, sentiment):
    assert Analyser(business).analyse(text, stars)["sentiment"] == sentiment


@pytest.mark.parametrize("text, services", [
    ("The AC guys fixed it in an hour.", ["repair"]),  # a trade's guys are who did the job
    ("Brand new split in the bedroom. The unit is dead quiet.", []),  # dead quiet is no breakdown
    ("Fitted a new Fujitsu in the study. Checked the unit for leaks before they left.", ["install"]),
    ("Asked for quotes on a new system. The others wouldn't go below 9000, these guys did 7500.", []),  # a price
])
def test_reviewed_round_twenty_services(text, services):
    assert Analyser(AC_FIRM).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("business, text, areas", [
    # a technician's first name is no misspelt or clipped place
    ({"categories": ["Air Conditioning Contractor"], "technicians": ["Bruno Silva", "Mario Rossi", "Marian Lee"],
      "service_areas": ["Brunswick", "Maribyrnong", "Marina"]}, "Shout out to Mario, top bloke.", []),
    ({"categories": ["Air Conditioning Contractor"], "technicians": ["Bruno Silva", "Mario Rossi", "Marian Lee"],
      "service_areas": ["Brunswick", "Maribyrnong", "Marina"]}, "Huge thanks to Marian, she was lovely.", []),
    # "new" run together is another town; a two-word name misspelt by a letter for another is another phrase
    ({"categories": ["Plumber"], "service_areas": ["New Castle", "New Haven"]}, "She's moved to Newcastle now.", []),
    ({"categories": ["Caterer"], "service_areas": ["Spring Branch"]}, "Catered our spring brunch, food was great.", []),
    # a town's full name joined by a particle is still the town
    ({"categories": ["Plumber"], "service_areas": ["Southend"]}, "Came out to us in Southend-on-Sea the same day.",
     ["Southend"]),
])
def test_reviewed_round_twenty_areas(business, text, areas):
    assert Analyser(business).analyse(text, 5)["service_areas"] == areas


ROUND_21_AREAS = ["Dennistoun", "Ballantyne", "Kennington", "Brighton", "Baldwin Park", "Weston Creek", "Little Village",
                  "Smithfield", "Brandon", "Heath"]
ROUND_21_MORE_AREAS = ["Takapuna", "Pleasant Grove", "Torrance", "Roundhay", "Sahuarita", "Lake Highlands"]


@pytest.mark.parametrize("areas, text, found", [
    # a long name with one vowel for another, as it sounds; not a consonant for another (another place as often)
    (ROUND_21_AREAS, "Amir was at our door in Dennistoon within 35 mins.", ["Dennistoun"]),
    (ROUND_21_AREAS, "Hit on my bike heading down toward Ballantine.", ["Ballantyne"]),
    (ROUND_21_AREAS, "We moved over from Kensington last year.", []),
    (ROUND_21_AREAS, "A lamp to brighten the hallway.", []),
    # a kind of place shortened as an address shortens it, and "lil" for Little
    (ROUND_21_AREAS, "Rewired my whole detached workshop in Baldwin Pk.", ["Baldwin Park"]),
    (ROUND_21_AREAS, "new double powerpoint for the bbq area in weston crk. honest bloke", ["Weston Creek"]),
    (ROUND_21_AREAS, "helped my tio in lil village get his papers", ["Little Village"]),
    # a misspelt name later in a list after a place found, an undeclared one between
    (ROUND_21_AREAS, "Been using them on our rentals around Brandon, Bentley Park and Smithfeild.", ["Brandon", "Smithfield"]),
    # someone introduced by kinship is that person wherever named again, but where a place goes
    (ROUND_21_AREAS, "My husband Brandon swore he could fix it. Grant sorted the blower motor Brandon had half taken apart.", []),
    (ROUND_21_AREAS, "My ex Heath was being impossible about the kids.", []),
    (ROUND_21_AREAS, "My husband Brandon loves our new place in Brandon.", ["Brandon"]),
    # a vowel for another in a name of eight letters, capitalised; a person thanked is no place
    (ROUND_21_MORE_AREAS, "Had the 2 units at our rental in Takapunu serviced.", ["Takapuna"]),
    (ROUND_21_MORE_AREAS, "I was robbed outside my apartment in Pleasent Grove.", ["Pleasant Grove"]),
    (ROUND_21_MORE_AREAS, "Thanks to Torrence for the quick call back.", []),
    # the place's park, beside which, is in the place
    (ROUND_21_MORE_AREAS, "Handovers are now at Roundhay Park every Saturday.", ["Roundhay"]),
    # the place a sentence opens with, the writer in it; a name of plain words where a place goes
    (ROUND_21_MORE_AREAS, "sahurita here. tarik swapped the motor on our swamp cooler.", ["Sahuarita"]),
    (ROUND_21_MORE_AREAS, "Thanh helped us with the paperwork. We're from lake highlands, worth the drive.", ["Lake Highlands"]),
    (ROUND_21_MORE_AREAS, "We walked round the lake. The highlands were lovely.", []),
    # a place by its local nickname
    (["Dorchester"], "Closed on our first home in Dot last week.", ["Dorchester"]),
    (["East Boston"], "La oficina en Eastie queda fácil para llegar.", ["East Boston"]),
    (["Tuggeranong"], "Mick was at our door in Tuggers within the hour.", ["Tuggeranong"]),
    (["Bedminster"], "Proper decent lot, and handy for us down Bemmy.", ["Bedminster"]),
    (["Portobello"], "They came out to the house in Porty as my husband isn't mobile.", ["Portobello"]),
    (["Northeast"], "Dad's house in Nordeast sold, accounts closed.", ["Northeast"]),
    # ... a nickname that is also a name, only where a place goes
    (["Dorchester"], "Dot at the front desk was lovely.", []),
    # (reviewed) two towns a vowel apart in their first four letters; a person's name opening "X here" or in a list
    (["Hertford"], "We moved here from Hartford last year and needed the house rewired.", []),
    (["Torrance"], "I spoke to Terrance on the phone and he booked us in.", []),
    (["Marianna"], "Marianne here, writing for my mum.", []),
    (["Brandon", "Torrance"], "We're in Brandon, Terrance and Amy both came out.", ["Brandon"]),
    # ... another place named with Park, Village or Hills; the park of a shopping centre
    (["Orland"], "We used to live in Orland Park.", []),
    (["Elk Grove"], "We moved from Elk Grove Village last year.", []),
    (["Brandon"], "We met at the Brandon Park shopping centre.", []),
    (["Forest Hill"], "We moved from Forest Hills, Queens last year.", []),
    # ... a nickname that is a person's name after "to"; a friend ending a sentence is no kinship; a clipped name in
    # capitals
    (["Dorchester"], "Spoke to Dot at the front desk.", []),
    (["Brandon"], "Recommended by a friend. Brandon is lucky to have Amy; she rewired our Brandon home.", ["Brandon"]),
    (["Paddington"], "Amy did the rewire at our place out at PADDO. Great job.", ["Paddington"]),
])
def test_reviewed_round_twenty_one_areas(areas, text, found):
    business = {"categories": ["Electrician"], "service_areas": areas, "technicians": ["Amy Lee"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == found


@pytest.mark.parametrize("business, text, stars, sentiment", [
    # the work praised in scare quotes is irony, and so is the review's bare praise with it
    (HVAC, "Great job on the 'tune-up'. Tech was in and out of my attic in 12 minutes and two weeks later the whole "
     "unit iced over. So what exactly did I pay $129 for? Great work.", 1, "negative"),
    (ELECTRICIAN, "Great job on the \"smart\" thermostat install. The app says offline 90% of the time. Three calls, "
     "zero callbacks. Awesome work guys.", 1, "negative"),
    # "Amazing how ..." with a misfortune, or under poor stars
    (LAW, "Amazing how fast they return calls when they want you to sign the settlement release, and how slow they "
     "are the other 11 months of the year. Truly impressive work.", 1, "negative"),
    # ... not sincere praise
    (HVAC, "Amazing how quickly Bill found the fault. Really impressed.", 5, "positive"),
    (HVAC, "Great job on the 'Comfort Club' tune-up. Bill was thorough and friendly.", 5, "positive"),
    # (reviewed) an opening's irony needs a misfortune, which sincere praise with a grumble has too; a name in
    # quotes is no scare quote; "impressed" is sincere as often as not
    (ELECTRICIAN, "Amazing how fast Amy came out, but the price was a bit steep. Thanks!", 4, "positive"),
    (ELECTRICIAN, "Great job on our \"forever home\" rewire. The old wiring was scary. Thanks guys!", 5, "positive"),
    # a rating policy is neither praise nor complaint
    (LAW, "Danny knew the rules inside out and I passed my interview no problem. 3 stars bc I don't believe in perfect "
     "scores lol", 3, "positive"),
    (LAW, "Tidy, on time, fixed first go. Four stars, nobody's perfect.", 4, "positive"),
    # the star withheld for a grumble, the rest praise ("rockstars")
    (LAW, "would be 5 but the phone hold times are brutal. otherwise summer and yelena are rockstars, kept our k1 on "
     "track", 4, "positive"),
    # a promise broken, told after it; praise of the firm turned to is not the business's, under any stars
    (LAW, "Called five times after my accident. A paralegal said an attorney would call me back. Nobody ever did. Went "
     "with another firm and they won my case.", None, "negative"),
    (LAW, "Went with another firm and they won my case.", None, "neutral"),
    # less paid than expected and a score out of ten are praise; the star a slip of the finger
    (PLUMBER, "Woj sorted the running toilet in one visit and charged us less than we expected. Not sure why it's asking for "
     "stars, 10/10 from us", 1, "positive"),
    (PLUMBER, "1 star?? pressed the wrong thing sorry!! Marcus and the team were great and got my final paycheck paid within "
     "a month.", 1, "positive"),
    # ... not the joke "10/10 would not recommend"
    (PLUMBER, "Three calls, zero callbacks. Ten out of ten would not recommend.", 1, "negative"),
    # ... but a pressure set wrong is the work's slip, not the stars'
    (HVAC, "The tech hit the wrong pressure setting and the boiler locked out. Had to call someone else.", 4,
     "negative"),
])
def test_reviewed_round_twenty_one_sentiment(business, text, stars, sentiment):
    assert Analyser(business).analyse(text, stars)["sentiment"] == sentiment


HVAC_WITH_THERMOSTATS = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "ac-repair", "label": "AC Repair & Diagnostics"},
    {"id": "ac-install", "label": "New AC System Installation"},
    {"id": "thermostat", "label": "Smart Thermostat Installation"},
    {"id": "ductwork", "label": "Ductwork Sealing & Replacement"}]}


@pytest.mark.parametrize("text, services", [
    # the units replaced are the installation, though a thermostat is named beside them
    ("Replaced both our units in Kingwood plus added two smart thermostats. The install crew was neat.",
     ["ac-install", "thermostat"]),
    ("They replaced our old system and added two smart thermostats the same day.", ["ac-install", "thermostat"]),
    # ... and "the install" beside a thermostat alone is the thermostat's
    ("Two smart thermostats added. The install took an hour.", ["thermostat"]),
])
def test_a_unit_put_in_is_the_installation_beside_another_device(text, services):
    assert Analyser(HVAC_WITH_THERMOSTATS).analyse(text, 5)["services"] == services


CONVEYANCER = {"categories": ["Solicitor", "Conveyancing Service"], "services": [
    {"id": "buying-a-home", "label": "Buying a Home"},
    {"id": "first-time-buyers", "label": "First-Time Buyers & Help to Buy"},
    {"id": "commercial-property", "label": "Commercial Property Transactions"}]}


def test_a_commercial_label_is_heard_only_where_the_review_says_so():
    # a commercial label is never the default of those sharing words: a review that does not say so is a home's
    analyser = Analyser(CONVEYANCER)
    assert analyser.analyse("Thanks for getting us over the line before Christmas!! First time buyers and we're "
                            "finally in.", 5)["services"] == ["buying-a-home", "first-time-buyers"]
    assert "commercial-property" in analyser.analyse("Our commercial property purchase went smoothly.", 5)["services"]


AC_WITH_SPLITS_AND_THERMOSTATS = {"categories": ["Air Conditioning Contractor"], "services": [
    {"id": "ac_inst", "label": "AC Installation"}, {"id": "ac_rep", "label": "AC Repair"},
    {"id": "split", "label": "Mini Split Installation"}, {"id": "thermo", "label": "Smart Thermostat Installation"},
    {"id": "maint", "label": "AC Maintenance"}, {"id": "duct", "label": "Duct Cleaning"}]}


@pytest.mark.parametrize("text, services", [
    # (reviewed) "the new unit" beside another device put in is that device; thermostats replaced are no unit; a
    # unit another firm replaced is no job of this one
    ("Amy installed a smart thermostat. The new unit is great.", ["thermo"]),
    ("Had a mini split put in the office. Our new system is so quiet.", ["split"]),
    ("Replaced both of our AC thermostats with smart ones.", ["thermo"]),
    ("Replaced our unit last year with another company. Amy came out to fix a refrigerant leak.", ["ac_rep"]),
])
def test_reviewed_round_twenty_one_services(text, services):
    assert Analyser(AC_WITH_SPLITS_AND_THERMOSTATS).analyse(text, 5)["services"] == services


def test_another_firm_turned_to_is_not_praised_beside_a_star_withheld():
    # the star withheld and the firm turned to in one sentence: its praise is the other firm's still
    rules = Analyser(ELECTRICIAN, models=False)
    praised = rules.analyse("Minus one star because we went with another firm for the shed and they were brilliant. "
                            "Tidy work on the house though, on time and fair.", 4)
    unpraised = rules.analyse("Minus one star because we went with another firm for the shed and they were there. "
                              "Tidy work on the house though, on time and fair.", 4)
    assert praised["score"] == unpraised["score"]


@pytest.mark.parametrize("text, services", [
    # a device had going again is its repair
    ("Sid had the ducted going again before smoko. A rat had chewed the wiring in the roof.", ["repairs"]),
    ("Came out at 10pm and got our furnace going again.", ["heating"]),
    # ... not a new one running
    ("They had the new ducted running by lunchtime.", ["ducted"]),
])
def test_a_device_going_again_is_its_repair(text, services):
    business = {"categories": ["Air Conditioning Contractor", "HVAC Contractor"], "services": [
        {"id": "ducted", "label": "Ducted Air Conditioning Design & Install"},
        {"id": "repairs", "label": "Air Conditioner Repairs & Breakdowns"},
        {"id": "heating", "label": "Gas Furnace & Heating Repair"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


HEAT_PUMP_SUPPLIER = {"categories": ["Heat Pump Supplier", "Air Conditioning Contractor"], "services": [
    {"id": "install", "label": "Heat Pump Supply & Installation"},
    {"id": "ducted", "label": "Ducted Whole-Home Heating & Cooling"},
    {"id": "repairs", "label": "Heat Pump Repairs & Fault Finding"},
    {"id": "commercial", "label": "Commercial Air Conditioning"}]}


@pytest.mark.parametrize("extra, text, services", [
    # at a heat pump firm naming no air conditioning of its own, the AC's words are its heat pumps'
    ([], "Three weeks waiting for a callback about our noisy outdoor unit.", ["repairs"]),
    ([], "Water pouring out of the indoor unit. Fixed same day.", ["repairs"]),
    # ... not where it names air conditioning for homes too, nor the parts of anything that cools
    ([{"id": "ac", "label": "Air Conditioner Repairs"}], "Water pouring out of the indoor unit. Fixed same day.", ["ac"]),
    ([], "Drain line under the sink was blocked, they cleared it.", []),
    ([], "Our walk-in chiller's condenser died on a Friday night.", []),
])
def test_at_a_heat_pump_firm_the_heat_pumps_are_what_cools(extra, text, services):
    business = {**HEAT_PUMP_SUPPLIER, "services": HEAT_PUMP_SUPPLIER["services"] + extra}
    assert Analyser(business).analyse(text, 5)["services"] == services


ROUND_22_AREAS = ["Lee's Summit", "Glenorchy", "Halswell", "Aitkenvale", "Austin", "Whitchurch", "Heath", "Brandon",
                  "Brighton", "Normal", "Stoke", "Little Mountain", "Madeira", "Gosforth", "Kingston", "Andersonstown",
                  "Johnsonville", "Jamaica Plain", "Roslindale"]


@pytest.mark.parametrize("text, found", [
    # a possessive's apostrophe, any or none
    ("got a speeding ticket in lees summit that wouldve put me over on points", ["Lee's Summit"]),
    ("We live out in Lee\u2019s Summit.", ["Lee's Summit"]),
    # a home in the place: "our glenorchy unit", "our halswel place" (misspelt there too)
    ("Heat pump at our glenorchy unit died in the middle of the night.", ["Glenorchy"]),
    ("saia sorted the blocked drain out back of our halswel place in 20 mins flat", ["Halswell"]),
    # a vowel for another from a writer who capitalises no name, if it is no word
    ("we had tavita and grant out to the shop in aitkinvale when the compressor died", ["Aitkenvale"]),
    ("the new downlights really help to brighten the lounge, cheers", []),
    # ... nor a person spoken to; nor a common-word town before a place or unit that is nobody's
    ("we spoke to katharine at the front desk and she booked us in", []),
    ("Normal place for a fuse box, they said.", []),
    ("Tavita and Grant came out to the shop in aitkinvale.", []),
    # one who did the work, or someone named, is a person
    ("Fine I guess. Austin, the attorney they handed me to, barely knew my file.", []),
    ("Got a second opinion from another company, their guy Brandon replaced a $40 capacitor.", []),
    # ... not a place before a worker it does not describe, nor one a relation called
    ("We have homes in Brandon and Heath, the electrician covered both.", ["Heath", "Brandon"]),
    ("My wife called Brandon council about the permit.", ["Brandon"]),
    ("My line manager (called Heath, of all names) spent a year making comments. I live up in Whitchurch.",
     ["Whitchurch"]),
    # ... not a place a worker is named after
    ("We moved to Austin, the lawyer still handled it all by phone.", ["Austin"]),
    ("A village called Heath, where my mum lives.", ["Heath"]),
    # a noun after "a", in lower case (not a town after "to" in lower case: "we moved to kingston a year ago")
    ("Great job leaving a hole, and a little mountain of gyprock dust all over my daughter's bed.", []),
    ("we drove over to stoke the next day", ["Stoke"]),
    # a place in another country; not one named with its country by a writer at home
    ("We were leaving for a month in Madeira in Portugal and had no directives at all.", []),
    ("We live in Kingston, Canada, where they installed our panel.", ["Kingston"]),
    # where a business is based, misspelt; a district's landmark; a nickname; initials before a resident
    ("Gossforth-based employer (30 staff). Used them for a tricky redundancy round.", ["Gosforth"]),
    ("Latest one was a unit on the Kingston Foreshore where the tenant reported flickering lights.", ["Kingston"]),
    ("Tripped on a broken paving slab outside the shops in Andytown and smashed my wrist.", ["Andersonstown"]),
    ("Saia came round to look at the water pressure at our place in J'ville.", ["Johnsonville"]),
    ("JP resident here. Used them for the K-1 visa.", ["Jamaica Plain"]),
    # ... and a list going on after a country's name is still a list
    ("We serve Roslindale, Jamaica Plain and more.", ["Jamaica Plain", "Roslindale"]),
])
def test_reviewed_round_twenty_two_areas(text, found):
    business = {"categories": ["Electrician"], "service_areas": ROUND_22_AREAS, "technicians": ["Amy Lee"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == found


@pytest.mark.parametrize("text, label, heard", [
    # a commercial label of what homes have too is heard only where the sentence says the place is a business
    ("Paid $380 for a service that consisted of a bloke spraying some stuff on the coils and leaving.", "commercial",
     False),
    ("Quote for a ducted system came in $4k above the other two quotes we got.", "commercial", False),
    ("Siobhan organised the heating for our dental practice, six ceiling cassettes, done after close.", "commercial",
     True),
    ("They look after the cooling at our cafe on Sandy Bay Road.", "commercial", True),
    ("Got the heating going again the day before my hip surgery.", "commercial", False),
    # ... and a ducted label only where it says ducted: not every aircon the business fits
    ("Rang four times about the indoor unit leaking water down the wall, never called back.", "ducted", False),
    ("Came Tuesday, replaced the fan motor on the outdoor unit, I paid.", "ducted", False),
    ("Got ducted air put in for the whole house. The install crew were tidy.", "ducted", True),
    ("New ducting and vents throughout the house, great job.", "ducted", True),
])
def test_a_label_of_a_kind_of_what_homes_have_is_heard_only_where_the_sentence_says_that_kind(text, label, heard):
    business = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "split-install", "label": "Split System Supply & Install"},
        {"id": "ducted", "label": "Ducted Air Conditioning Systems"},
        {"id": "servicing", "label": "Annual Service & Deep Clean"},
        {"id": "repairs", "label": "Breakdown Repairs – All Major Brands"},
        {"id": "commercial", "label": "Commercial Heating & Cooling"}]}
    assert (label in Analyser(business).analyse(text, 5)["services"]) == heard


@pytest.mark.parametrize("business, text, stars, sentiment", [
    # praise of the work and no more, with "guys" after a comma; delight in what the crew left behind
    (HVAC, "Great job on the new furnace install, guys. Really loved that the crew left drywall dust all over the "
     "garage and a pile of old flex duct by my car. Dana kept telling me it was \"just settling in.\" $9,400 btw.", 1,
     "negative"),
    # thanks, a short "top notch" noun and "worth the $" under poor stars
    (LAW, "Wow, thanks so much for telling me the DAY BEFORE TRIAL that you \"hadn't had a chance\" to watch the body "
     "cam footage. Really top notch representation. Super worth the $7,500.", 1, "negative"),
    # a wonderful experience paying, feeling represented, recommended to an ex; a reply "more like 5 months" away
    (LAW, "Wonderful experience paying $400 an hour to have my lawyer agree with everything opposing counsel said. "
     "Really felt represented. Ten out of ten, would recommend to my ex.", 1, "negative"),
    (LAW, "Wonderful experience paying $3,000 to have my citizenship application sent back because somebody typed my "
     "OLD address on the N-400. Truly top notch attention to detail. Can't wait to pay the filing fee all over again.",
     1, "negative"),
    # ... not sincere thanks for the work, nor sincere "top notch" praise, nor an ex recommended to
    (PLUMBER, "Wow, thank you so much for fixing our burst pipe on Christmas Eve!", 5, "positive"),
    (LAW, "Wonderful experience waiting in their lovely office, despite the delays in court Daniel got it done.", 5,
     "positive"),
    (LAW, "Would recommend them to my friends and even to my ex!", 5, "positive"),
    (PLUMBER, "Loved that they left the place spotless. Great job!", 5, "positive"),
    (PLUMBER, "Loved how they tracked down the leak in minutes. Brilliant.", 5, "positive"),
    (PLUMBER, "Really top notch work, guys. Totally worth the $300.", 5, "positive"),
])
def test_reviewed_round_twenty_two_sentiment(business, text, stars, sentiment):
    assert Analyser(business).analyse(text, stars)["sentiment"] == sentiment


@pytest.mark.parametrize("services, text, found", [
    # a split system is the air conditioner an "Air Conditioning Contractor" installs: "the install" is its
    ([{"id": "split-install", "label": "Split System Supply & Install"},
      {"id": "ducted", "label": "Ducted Heat Pump Systems"},
      {"id": "repairs", "label": "Breakdown Repairs – All Major Brands"}],
     "Good install, tidy lads, unit's great.", ["split-install"]),
    ([{"id": "split-install", "label": "Split System Supply & Install"},
      {"id": "repairs", "label": "Breakdown Repairs – All Major Brands"}],
     "Great job leaving black scuff marks up my hallway. The new unit works, I guess.", ["split-install"]),
    # ... not a ductless mini split beside the AC's own labels
    ([{"id": "ac-repair", "label": "AC Repair"}, {"id": "ac-installation", "label": "AC Replacement & Installation"},
      {"id": "mini-splits", "label": "Ductless Mini-Split Systems"}],
     "Fixed the mini split in our bedroom in under an hour.", ["mini-splits"]),
])
def test_a_split_system_is_the_air_conditioner(services, text, found):
    business = {"categories": ["Air Conditioning Contractor", "HVAC Contractor"], "services": services}
    assert Analyser(business).analyse(text, 5)["services"] == found


@pytest.mark.parametrize("text, stars, sentiment", [
    # a charge's good outcome told as a fact is praise
    ("Not cheap, not gonna lie. But they got my retail fraud 1st knocked down to a civil infraction at the 16th District "
     "in Livonia and there's nothing on my record.", 4, "positive"),
    # ... not a case dismissed (a bankrupt's loss), nor charges another firm had dropped
    ("They filed my case with the wrong address on it so I never got the trustee's notices. Case got dismissed.", 1,
     "negative"),
    ("They told me to plead guilty. Went with another firm and the charges were dropped.", 1, "negative"),
])
def test_a_charges_good_outcome_is_praise(text, stars, sentiment):
    assert Analyser(LAW).analyse(text, stars)["sentiment"] == sentiment


@pytest.mark.parametrize("services, found", [
    # an air conditioning contractor whose labels name heat pumps and no home's AC: its heat pumps are that AC
    ([{"id": "install", "label": "Heat Pump Supply & Installation"},
      {"id": "multi-room", "label": "Multi-Room Split Systems"},
      {"id": "repairs", "label": "Breakdowns, Fault Finding & Repairs"},
      {"id": "commercial", "label": "Commercial & Office Air Conditioning"}], ["install"]),
    # ... not where a label names the AC: there "the install" is the AC's
    ([{"id": "ac-install", "label": "AC Installation"}, {"id": "ac-repair", "label": "AC Repair"},
      {"id": "hp-install", "label": "Heat Pump Installation"}], ["ac-install"]),
])
def test_a_heat_pump_firm_under_an_ac_category_installs_its_heat_pumps(services, found):
    business = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": services}
    assert Analyser(business).analyse("Unit is great and the install was tidy.", 4)["services"] == found


CAIRNS_AIRCON = {"categories": ["Air Conditioning Contractor", "HVAC Contractor"], "services": [
    {"id": "split", "label": "Split System Supply & Install"},
    {"id": "servicing", "label": "Air Con Servicing & Deep Clean"},
    {"id": "plan", "label": "Tropical Care Maintenance Plans"}]}
AUSTIN_INJURY = {"categories": ["Personal Injury Attorney", "Law Firm"], "services": [
    {"id": "car", "label": "Car Accident Claims"}, {"id": "bicycle", "label": "Pedestrian & Bicycle Accidents"}]}
GLASGOW_ESTATES = {"categories": ["Solicitor", "Estate Planning Attorney"], "services": [
    {"id": "wills", "label": "Wills Tailored to Your Family"},
    {"id": "executry", "label": "Executry & Estate Administration"},
    {"id": "small-estate", "label": "Small Estate Confirmation (Fixed Fee)"},
    {"id": "trusts", "label": "Trusts & Trust Administration"},
    {"id": "disputes", "label": "Contested Estates & Legal Rights Claims"}]}
PHOENIX_FAMILY = {"categories": ["Family Law Attorney", "Divorce Lawyer"], "services": [
    {"id": "divorce", "label": "Divorce & Legal Separation"},
    {"id": "spousal", "label": "Spousal Maintenance (Alimony)"},
    {"id": "mediation", "label": "Mediation & Collaborative Divorce"}]}
HOUSTON_FAMILY = {"categories": ["Family Law Attorney", "Divorce Lawyer"], "services": [
    {"id": "divorce", "label": "Contested & Uncontested Divorce"},
    {"id": "custody", "label": "Child Custody & Conservatorship"},
    {"id": "mediation", "label": "Mediation & Collaborative Divorce"}]}

NAPIER_HEAT_PUMPS = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "install", "label": "Heat Pump Supply & Installation"},
    {"id": "servicing", "label": "Heat Pump Servicing & Deep Cleans"},
    {"id": "repairs", "label": "Breakdown Repairs & Fault Finding"},
    {"id": "commercial", "label": "Commercial Air Conditioning"}]}

BRISBANE_AIRCON = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "split", "label": "Split System Supply & Installation"},
    {"id": "ducted", "label": "Ducted Air Conditioning Design & Install"},
    {"id": "repairs", "label": "Air Conditioner Repairs & Fault Finding"},
    {"id": "moving", "label": "Unit Relocation & Removal"}]}


@pytest.mark.parametrize("business, text, services", [
    # beside a ducted installation (heard only where ducted is said), the bare installation is the split system's
    (BRISBANE_AIRCON, "Very happy with our new Mitsubishi Heavy in the granny flat.", ["split"]),
    (BRISBANE_AIRCON, "Good job on the ducted system for our new build.", ["ducted"]),
    # ... and a split is one's own or of a kind
    (BRISBANE_AIRCON, "Left a hole in the eave after installing our split.", ["split"]),
    (BRISBANE_AIRCON, "We put the grant towards a new reverse cycle split.", ["split"]),
    (BRISBANE_AIRCON, "They did a great job moving our split from the old lounge wall.", ["moving"]),
    # a firm's one repair naming no device is the repair of what its categories name (and its heat pumps, its AC)
    (NAPIER_HEAT_PUMPS, "Our old fujitsu had started making this horrible grinding noise and blowing lukewarm air.",
     ["repairs"]),
    (NAPIER_HEAT_PUMPS, "Heat pump at our unit died in the night. Blown capacitor apparently.", ["repairs"]),
    (NAPIER_HEAT_PUMPS, "Heat pump died in the night.", ["repairs"]),
    (NAPIER_HEAT_PUMPS, "Heat pump serviced, all good.", ["servicing"]),
    # ... not an old one replaced, by whoever of theirs
    (NAPIER_HEAT_PUMPS, "Grant and his team replaced our 15 year old Fujitsu that had started making a grinding noise.",
     ["install"]),
    # a heat pump's symptoms are its repair, not what was bought: blowing cold, not heating, an error code
    (NAPIER_HEAT_PUMPS, "Craig came out the same day when our heat pump was blowing cold air on the coldest morning.",
     ["repairs"]),
    (NAPIER_HEAT_PUMPS, "Our heat pump started flashing some weird error code and wouldn't heat.", ["repairs"]),
    (NAPIER_HEAT_PUMPS, "Fixed our unit when two other companies told us it was stuffed.", ["repairs"]),
    (NAPIER_HEAT_PUMPS, "The heat pump is blowing cold again, lovely in summer.", ["install"]),
    # the upkeep as a verb, or the job on it
    (NAPIER_HEAT_PUMPS, "Had Will in to service the 3 units at our place.", ["servicing"]),
    (NAPIER_HEAT_PUMPS, "Will did a good job on the service.", ["servicing"]),
    # a make had put in, one more or a bigger one put in, is the installation
    (NAPIER_HEAT_PUMPS, "Had a new Fujitsu put in at our rental in Legana.", ["install"]),
    (NAPIER_HEAT_PUMPS, "Had a Daikin put in the lounge back in May.", ["install"]),
    (NAPIER_HEAT_PUMPS, "Got these guys to put a second unit in the spare room.", ["install"]),
    (NAPIER_HEAT_PUMPS, "They moved our old unit into the main bedroom and put a bigger one in the lounge.", ["install"]),
    # beside a servicing of its own, a plan of visits is the membership, not every service
    (CAIRNS_AIRCON, "Unit 'serviced' on Monday and by Thursday it's dripping all over my carpet.", ["servicing"]),
    (CAIRNS_AIRCON, "Booked a standard clean. He rushed the clean and left water all over the wall.", ["servicing"]),
    (CAIRNS_AIRCON, "We put our four rentals on the Tropical Care plan.", ["plan"]),
    # a bike against a car is the bicycle accident's, where one is declared
    (AUSTIN_INJURY, "Bike vs. car on Duval. Chase took my case.", ["bicycle"]),
    (AUSTIN_INJURY, "Rear-ended at a light on Lamar.", ["car"]),
    # a label's sales line is not its job ("Wills Tailored to Your Family" is wills); Scotland's executry
    (GLASGOW_ESTATES, "Wills done for me and the wife. Painless.", ["wills"]),
    (GLASGOW_ESTATES, "Hope handled my late father's executry from start to finish.", ["executry"]),
    (GLASGOW_ESTATES, "Mr Sandhu told us we had strong grounds to challenge my uncle's will.", ["disputes"]),
    (GLASGOW_ESTATES, "She got a great result in my dispute with my step-siblings over Dad's will.", ["disputes"]),
    (GLASGOW_ESTATES, "She got the whole fight over dads will sorted without court.", ["disputes"]),
    # ... and so does a label one of whose jobs is the catalogue's name itself ("Divorce & Legal Separation")
    (PHOENIX_FAMILY, "hope and her team got me through my divorce.", ["divorce"]),
    (PHOENIX_FAMILY, "Our mediation got us to an agreement in a day.", ["mediation"]),
    # a label naming a kind and its opposite says every case: "Contested & Uncontested Divorce" is any divorce
    (HOUSTON_FAMILY, "Marisol handled my divorce and I can't say enough good things.", ["divorce"]),
    (HOUSTON_FAMILY, "Doing a collaborative divorce with Chase was the best decision we made.", ["mediation"]),
])
def test_reviewed_round_twenty_three_services(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, found", [
    # a vowel slipped in a name of seven letters, capitalised
    ("The install at our place in Onekewa cost us a fraction of the full price.", ["Onekawa"]),
    # a place misspelt where the business works
    ("Office told me on the phone they cover Awhatukee, then rang to cancel.", ["Ahwatukee"]),
    # a name of plain words in lower case that someone has is a noun ("our bay view"), not their home's place
    ("The outdoor unit is tucked away so it doesn't spoil our bay view either.", []),
    ("new combi in our juniper green flat heats the water in seconds", ["Juniper Green"]),
    # in-laws, old mates, a kin in brackets, the other side's adjuster are people
    ("My father-in-law Clive recommended these guys. Done at our place in Ahuriri.", ["Ahuriri"]),
    ("On time, tidy and friendly. Clive (my hubby) is stoked.", []),
    ("The other side's adjuster Kyle was easier to get hold of than my own attorney.", []),
])
def test_reviewed_round_twenty_three_areas(text, found):
    business = {"categories": ["Plumber"], "service_areas": ["Onekawa", "Bay View", "Juniper Green", "Ahuriri", "Clive",
                                                             "Kyle", "Ahwatukee"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == found


@pytest.mark.parametrize("text, stars, sentiment", [
    # irony under poor stars: "top class work", "really worth every penny", "love how", "Great work, really."
    ("Fantastic. Two years, three different solicitors, and they let it go past the deadline for issuing "
     "proceedings. Really top class work lads.", 1, "negative"),
    # ... beside praise that is only an afterthought
    ("Wonderful experience paying $400 for a 'case evaluation' that told me what the website says. Really worth every "
     "penny. The receptionist was lovely though.", 1, "negative"),
    ("Love how I was 'top priority' right up until I signed the contract. After that it's amazing how nobody at the "
     "firm could remember my name. Great work, really.", 1, "negative"),
    # ... not sincere praise under good stars
    ("Love how quiet the new unit is. Great work, really.", 5, "positive"),
    # stars asked for and a number given in their place, and the price as quoted
    ("Not sure why it wants stars, I'd give them ten. They put two splits in.", 1, "positive"),
    ("Not sure why it wants stars. Price was bang on the quote.", 1, "positive"),
])
def test_reviewed_round_twenty_three_sentiment(text, stars, sentiment):
    assert Analyser(LAW).analyse(text, stars)["sentiment"] == sentiment


def test_the_other_side_easier_to_reach_than_one_s_own_lawyer_is_a_complaint():
    found = Analyser(LAW).analyse("The other side's adjuster was easier to get hold of than my own attorney.", 3)
    assert found["score"] < 0


@pytest.mark.parametrize("text, found", [
    # Tongan, Spanish and Irish short forms: Saia, Sia and Sai are Siosaia; Iggy and Nacho Ignacio; Shiv Siobhán
    ("Saia is a legend. Fixed our unit.", ["Siosaia Vake"]),
    ("Will and Sai came out the same arvo.", ["Siosaia Vake"]),
    ("Iggy is the man!! furnace fixed in 20 min", ["Ignacio Villanueva"]),
    ("Gracias Nacho!!", ["Ignacio Villanueva"]),
    ("Shiv and Grace were great from start to finish.", ["Siobhán Whelan"]),
    # a title before a name a technician has as a first name, of someone the writer does not know
    ("The other side's solicitor, a Mr Grant I think, ran rings around them.", []),
    ("Mr Grant was brilliant.", ["Grant Yazzie"]),
])
def test_reviewed_round_twenty_three_technicians(text, found):
    business = {"categories": ["HVAC Contractor"],
                "technicians": ["Siosaia Vake", "Ignacio Villanueva", "Siobhán Whelan", "Grant Yazzie"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == found


@pytest.mark.parametrize("clause, negative", [
    # damage left, the cleaning after them, an experience soured, and the warning opening a review
    ("Left a hole in the eave the size of a fist", True),
    ("the apprentice didnt wipe his boots once", True),
    ("took me an hour to clean the tiles after", True),
    ("DO NOT USE.", True),
    ("Kind of soured the whole thing for me honestly.", True),
    ("Nobody mentioned it out loud and I feel blindsided.", True),
    # ... not advice about a device
    ("Do not use the heater for a day", False),
])
def test_damage_left_and_a_warning_are_complaints(clause, negative):
    assert (sentiment.valence(clause) < 0) == negative


PIPES_AND_HEAT_PUMPS = {"categories": ["Plumber", "Heat Pump Installer"], "services": [
    {"id": "pipe", "label": "Burst Pipe Repairs"}, {"id": "hp", "label": "Heat Pump Installation"}]}


@pytest.mark.parametrize("business, text, services", [
    # after a fresh-eyes review of the round: a split pipe is no split system, nor one relocated
    (PIPES_AND_HEAT_PUMPS, "Fixed our split pipe under the house.", ["pipe"]),
    # a fight over the kids is no will
    (GLASGOW_ESTATES, "The fight over the kids will stay with me forever.", []),
    # a dirt bike's crash is no bicycle's
    (AUSTIN_INJURY, "Dirt bike accident at a track.", ["car"]),
    # a heat pump blowing cold on a summer's day is working
    (NAPIER_HEAT_PUMPS, "The heat pump was blowing cold on the hottest day of the year, bliss.", ["install"]),
    # a part of a make, a remote fitted, a service side to work on
    (NAPIER_HEAT_PUMPS, "Got the Mitsubishi remote fitted.", []),
    (NAPIER_HEAT_PUMPS, "They need to work on the service side, took three weeks to ring back.", []),
])
def test_reviewed_round_twenty_three_mends(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, stars, sentiment", [
    ("Amazing how no one else could find the leak. Dave found it in ten minutes.", 4, "positive"),
    ("Out of ten I would give them 6, maybe 7. The job was okay but slow.", 2, "negative"),
])
def test_reviewed_round_twenty_three_sentiment_mends(text, stars, sentiment):
    assert Analyser(PLUMBER).analyse(text, stars)["sentiment"] == sentiment


@pytest.mark.parametrize("text, found", [
    ("We love our holiday home.", []),
    ("They redid our mount eden kitchen.", ["Mount Eden"]),
    ("Our mount eden villa needed rewiring.", ["Mount Eden"]),
    ("They sent a Mr Grant out who fixed everything in an hour.", []),
])
def test_reviewed_round_twenty_three_area_mends(text, found):
    business = {"categories": ["Electrician"], "service_areas": ["Holiday", "Mount Eden"], "technicians": []}
    assert Analyser(business).analyse(text, 5)["service_areas"] == found


def test_a_mr_whom_the_writer_knows_is_the_technician():
    business = {"categories": ["Plumber"], "technicians": ["Grant Smith"]}
    assert Analyser(business).analyse("They sent a Mr Grant out who fixed everything in an hour.", 5)["technicians"] \
        == ["Grant Smith"]


def test_a_part_of_a_make_replaced_is_no_installation():
    assert "install" not in Analyser(NAPIER_HEAT_PUMPS).analyse("They replaced the Daikin's fan motor.", 5)["services"]


GISBORNE_HEAT_PUMPS = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "install", "label": "Heat Pump Supply & Installation"},
    {"id": "heat-pump-repair", "label": "Repairs & Fault Finding"},
    {"id": "ventilation", "label": "Home Ventilation Systems"},
    {"id": "commercial", "label": "Commercial Air Conditioning"},
    {"id": "moving", "label": "Heat Pump Relocations & Removals"},
    {"id": "wifi", "label": "Smart Wi-Fi Controller Upgrades"}]}
BIRMINGHAM_INJURY = {"categories": ["Personal Injury Solicitor", "Law Firm"], "services": [
    {"id": "car", "label": "Car, Van & Motorbike Accident Claims"},
    {"id": "work", "label": "Accidents at Work"},
    {"id": "slips", "label": "Slips, Trips & Falls"},
    {"id": "disease", "label": "Industrial Disease & Asbestos Claims"},
    {"id": "cycling", "label": "Cyclist & Pedestrian Injury Claims"},
    {"id": "u-visa", "label": "VAWA & U Visas"}]}

TIMARU_HEAT_PUMPS = {"categories": ["HVAC Contractor", "Heating Contractor"], "services": [
    {"id": "install", "label": "Heat Pump Supply & Installation"},
    {"id": "ducted", "label": "Ducted Whole-Home Heating & Cooling"},
    {"id": "service", "label": "Annual Heat Pump Service & Deep Clean"},
    {"id": "repairs", "label": "Fault Finding & Repairs - All Brands"},
    {"id": "commercial", "label": "Commercial & Farm Air Conditioning"}]}

LAS_VEGAS_HVAC = {"categories": ["HVAC Contractor", "Air Conditioning Repair Service"], "services": [
    {"id": "repair", "label": "AC Repair & Diagnostics"},
    {"id": "install", "label": "New AC & Heat Pump Installation"}]}

CARDIFF_WILLS = {"categories": ["Solicitor", "Law Firm"], "services": [
    {"id": "wills", "label": "Will Writing & Mirror Wills"},
    {"id": "probate", "label": "Probate & Estate Administration"},
    {"id": "disputes", "label": "Contested Wills & Inheritance Act Claims"}]}

SACRAMENTO_FAMILY = {"categories": ["Family Law Attorney", "Law Firm"], "services": [
    {"id": "divorce", "label": "Divorce & Legal Separation"},
    {"id": "spousal", "label": "Spousal Support (Alimony)"},
    {"id": "mediation", "label": "Mediation & Collaborative Divorce"}]}

WHANGAREI_HEAT_PUMPS = {"name": "Tai Tokerau Heat Pumps & Ventilation Ltd",
                        "categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
                            {"id": "install", "label": "Heat Pump Supply & Installation"},
                            {"id": "ducted", "label": "Ducted & Multi-Room Systems"},
                            {"id": "servicing", "label": "Heat Pump Servicing & Filter Cleans"},
                            {"id": "ventilation", "label": "Home Ventilation & Moisture Control"},
                            {"id": "relocation", "label": "Heat Pump Relocations & Removals"}]}

ROCKHAMPTON_AIRCON = {"categories": ["Air Conditioning Contractor", "HVAC Contractor"], "services": [
    {"id": "split", "label": "Split System Supply & Installation"},
    {"id": "ducted", "label": "Ducted System Design & Installation"},
    {"id": "repairs", "label": "Air Conditioner Repairs & Fault Finding"}]}
PALMERSTON_NORTH_HEAT_PUMPS = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "install", "label": "Heat Pump Sales & Installation"},
    {"id": "commercial", "label": "Commercial & Office Air Conditioning"}]}


@pytest.mark.parametrize("business, text, services", [
    # installs told without an install word
    (GISBORNE_HEAT_PUMPS, "Had them put heat pumps in the bach at Wainui.", ["install"]),
    (GISBORNE_HEAT_PUMPS, "Heat pump in, lounge warm, no fuss.", ["install"]),
    (GISBORNE_HEAT_PUMPS, "Had a Daikin put into the master bedroom.", ["install"]),
    # moved, a Wi-Fi controller, a ventilation system, cassettes in a clinic, a fault found
    (GISBORNE_HEAT_PUMPS, "Shifted our old heat pump from the lounge to the new extension.", ["moving"]),
    (GISBORNE_HEAT_PUMPS, "The wifi thing works great, can turn it on from work now.", ["wifi"]),
    (GISBORNE_HEAT_PUMPS, "Sione came to quote a ventilation system for our damp rental.", ["ventilation"]),
    (GISBORNE_HEAT_PUMPS, "They fit four ceiling cassette units in our physio clinic.", ["commercial"]),
    (GISBORNE_HEAT_PUMPS, "Grant found the actual fault, a dodgy circuit board.", ["heat-pump-repair"]),
    # ... and "finding" it still (reread: the short form had dropped the word's own endings)
    (GISBORNE_HEAT_PUMPS, "Spent an hour finding the fault, a dodgy board.", ["heat-pump-repair"]),
    # ... but a ventilation system only offered is none
    (GISBORNE_HEAT_PUMPS, "They did also suggest a ventilation system but we said not this year.", []),
    # a list of words before the noun they share: a car accident claim, a pedestrian knocked over
    (BIRMINGHAM_INJURY, "A van went into the back of my car on the Coventry Road.", ["car"]),
    (BIRMINGHAM_INJURY, "Good outcome on my whiplash claim.", ["car"]),
    (BIRMINGHAM_INJURY, "Our Perry was knocked over crossing the road outside his school.", ["cycling"]),
    (BIRMINGHAM_INJURY, "A settlement offer for my written-off car and bad back.", ["car"]),
    (BIRMINGHAM_INJURY, "Lost two fingers in a press at the factory in Small Heath.", ["work"]),
    (BIRMINGHAM_INJURY, "My dad breathed foundry dust for 25 years.", ["disease"]),
    (BIRMINGHAM_INJURY, "Had a slip at a supermarket in Quinton.", ["slips"]),
    # ... not a slip at work, nor someone else's
    (BIRMINGHAM_INJURY, "Got me a settlement after my slip at work.", ["work"]),
    (BIRMINGHAM_INJURY, "My cousin used them for his slip at the Acme.", []),
    # units cleaned are upkeep, not the installation
    (CAIRNS_AIRCON, "Tech arrived on time, cleaned the two splits, was in and out in an hour.", ["servicing"]),
    # an "HVAC Contractor, Heating Contractor" that installs and services heat pumps by its labels looks after them
    (TIMARU_HEAT_PUMPS, "Our heat pump stopped working in the middle of that cold snap.", ["repairs"]),
    # a generic word yields only to a service the sentence holds every word of ("the outdoor unit" is no ducted
    # system where ducted is not said)
    (TIMARU_HEAT_PUMPS, "They came to put a Mitsubishi in the lounge, the outdoor unit's tucked round the side.",
     ["install"]),
    # a make installed, however it is sized or new
    (LAS_VEGAS_HVAC, "Rodrigo and his helper installed our new 4 ton Carrier in Spring Valley.", ["install"]),
    (LAS_VEGAS_HVAC, "Install ended up taking two days when they'd said one.", ["install"]),
    # wills drawn up, an estate sorted without an apostrophe, the grant awaited, a claim over a will
    (CARDIFF_WILLS, "Will Ashdown drew up wills for me and my husband Dai last spring.", ["wills"]),
    (CARDIFF_WILLS, "v quick sorting grandads estate x", ["probate"]),
    (CARDIFF_WILLS, "Mum's house still isn't on the market because they haven't received the grant.", ["probate"]),
    (CARDIFF_WILLS, "A decent settlement on our claim over Dad's estate.", ["disputes"]),
    # a word that is by itself another label's job tells nothing apart ("Collaborative Divorce" is no every divorce)
    (SACRAMENTO_FAMILY, "My divorce has been 'almost done' for 14 months.", ["divorce"]),
    # a heat pump moved is its relocation, by the catalogue's name for it
    (WHANGAREI_HEAT_PUMPS, "Moved our heat pump from the old lounge to the new extension.", ["relocation"]),
    # a field the business's name lists tells its label apart ("& Ventilation")
    (WHANGAREI_HEAT_PUMPS, "Had the lads out to put a ventilation system in our old villa.", ["ventilation"]),
    (WHANGAREI_HEAT_PUMPS, "The guy spent 40 mins trying to sell me a full ventilation system.", []),
    # a ducted installation heard in its one word where something is installed
    (ROCKHAMPTON_AIRCON, "Sia and the young fella did our ducted install at Norman Gardens.", ["ducted"]),
    (ROCKHAMPTON_AIRCON, "Our ducted system stopped cooling on Sunday.", ["repairs"]),
    # "Commercial & Office Air Conditioning" is heard only where the place is a business
    (PALMERSTON_NORTH_HEAT_PUMPS, "Put a Mitsubishi in our lounge, the outdoor unit's tucked round the side.",
     ["install"]),
    # what only a unit put in has: a pipe run billed, an outdoor unit placed
    (GISBORNE_HEAT_PUMPS, "The invoice came in $380 over the quote for an 'extra pipe run' nobody mentioned.",
     ["install"]),
    (GISBORNE_HEAT_PUMPS, "The outdoor unit is sitting right under our bedroom window.", ["install"]),
    (CARDIFF_WILLS, "Fourteen months to wind up a modest estate.", ["probate"]),
    (CARDIFF_WILLS, "We instructed them to challenge my gran's last will.", ["disputes"]),
    # ... not a letter's ("U Visas" is no VAWA visa)
    (BIRMINGHAM_INJURY, "My visa came through at last.", []),
])
def test_reviewed_round_twenty_four_services(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, stars, sentiment", [
    # harm praised, then "Really impressed." (bare praise, meant the other way)
    ("Great job leaving red dirt all through my white tiled lounge. Really impressed.", 1, "negative"),
    ("Great job leaving a hole in my weatherboards the size of a fist. Really impressed. Unit works I suppose", 5,
     "negative"),
    # "Wow, what a service." is bare praise; a harm praised "absolutely"; finding out a misfortune is "wonderful"
    ("Wow, what a service. Booked the 'annual deep clean', guy sprayed some stuff on the coil, didn't even take the "
     "front cover off, was gone in 15 minutes and charged me $165. Unit still smells like a wet dog. Really top notch.",
     5, "negative"),
    ("Absolutely fantastic job drilling straight through the water pipe behind the kitchen wall.", 1, "negative"),
    ("Wonderful to find out from the other side's solicitor that my own firm had missed a court deadline. Really "
     "filled me with confidence. Mr Easton from the insurer's firm was more helpful than anyone here.", 1, "negative"),
    # ... but "Very impressed." beside praise of the work is sincere
    ("Very impressed. Dave fixed the leak in ten minutes and tidied up after.", 5, "positive"),
])
def test_reviewed_round_twenty_four_sentiment(text, stars, sentiment):
    assert Analyser(HVAC).analyse(text, stars)["sentiment"] == sentiment


@pytest.mark.parametrize("sentence, docked", [
    ("would've been 5 but i had to chase them twice for the invoice", True),
    ("would have been five stars if they'd called back", True),
    ("it would've been 5 minutes", False),
])
def test_a_fifth_star_withheld_without_saying_stars(sentence, docked):
    assert bool(analyse.DOCKED.search(sentence)) == docked


def test_hoping_the_reader_enjoys_paying_is_irony():
    assert IRONIC.match("hope you enjoy paying $375 an hour for your attorney's learning curve.")


@pytest.mark.parametrize("text, found", [
    # a compass point's letter without its stop before a name of two words, the Spanish article dropped
    ("We're over in north vegas so it's a haul.", ["North Las Vegas"]),
    ("n las vegas, came out same day", ["North Las Vegas"]),
    # a number in figures, a letter doubled where a place goes
    ("Got jumped outside a bar in 5 Points.", ["Five Points"]),
    ("I moved to a competitor across the canal in Freemont.", ["Fremont"]),
    # ... not a letter on its own before a one-word name, nor a name doubled nowhere a place goes
    ("Plan B, then plan N Fremont said no.", ["Fremont"]),
    ("Freemont was the plumber's name.", []),
])
def test_reviewed_round_twenty_four_areas(text, found):
    assert Areas(["North Las Vegas", "Five Points", "Fremont", "Las Vegas"]).find(text) == found


@pytest.mark.parametrize("text, found", [
    # a stop in a declared name is as often left out, and its abbreviations still spelt out
    ("She moved them to her mom's house in Dr Phillips.", ["Dr. Phillips"]),
    ("We live in Saint Albans.", ["St. Albans"]),
    ("Up in St Albans.", ["St. Albans"]),
])
def test_a_stop_in_a_declared_name_may_be_left_out(text, found):
    assert Areas(["Dr. Phillips", "St. Albans"]).find(text) == found


@pytest.mark.parametrize("text, found", [
    ("bec the apprentice is a gun", ["Rebecca Hollingsworth"]),
    ("Rudy did a great job on our spring tune up.", ["Rodolfo Guajardo"]),
    ("tev is the man. heat pump in, sorted in a morning.", ["Tevita Fifita"]),
])
def test_reviewed_round_twenty_four_technicians(text, found):
    business = {"categories": ["HVAC Contractor"],
                "technicians": ["Rebecca Hollingsworth", "Rodolfo Guajardo", "Tevita Fifita"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == found


# Round twenty-five: reviewed against dev258-dev263.
HAMILTON_HEAT_PUMPS = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "install", "label": "Heat Pump Supply & Installation"},
    {"id": "ducted", "label": "Ducted Whole-Home Heating & Cooling"},
    {"id": "multi-split", "label": "Multi-Room Split Systems"},
    {"id": "servicing", "label": "Heat Pump Servicing & Deep Cleans"},
    {"id": "repairs", "label": "Repairs & Fault Finding"}]}
TOWNSVILLE_AIRCON = {"categories": ["Air Conditioning Contractor", "HVAC Contractor"], "services": [
    {"id": "split", "label": "Split System Supply & Install"},
    {"id": "repairs", "label": "Aircon Repairs & Fault Finding"},
    {"id": "servicing", "label": "Deep Clean & Mould Treatment Servicing"}]}
NAPIER_PLUMBER = {"categories": ["Plumber", "Gas Installation Service"], "services": [
    {"id": "hot-water", "label": "Hot Water Cylinder Repairs & Replacement"},
    {"id": "gas", "label": "Gasfitting & Continuous Flow Califonts"}]}
LIVERPOOL_INJURY = {"categories": ["Personal Injury Solicitor", "Law Firm"], "services": [
    {"id": "road-traffic", "label": "Road Traffic Accident Claims"},
    {"id": "clinical", "label": "Clinical & Medical Negligence"},
    {"id": "housing", "label": "Housing Disrepair & Damp Claims"}]}
DUCTED_AND_SPLITS = {"categories": ["Air Conditioning Contractor"], "services": [
    {"id": "ducted", "label": "Ducted Heating & Cooling Installation"},
    {"id": "split", "label": "Split System Installation"},
    {"id": "repairs", "label": "Air Conditioning Repairs"}]}
SUPPLIED_DUCTED = {"categories": ["Air Conditioning Contractor", "HVAC Contractor"], "services": [
    {"id": "ducted", "label": "Ducted Reverse Cycle Air Conditioning"},
    {"id": "repairs", "label": "Fault Finding, Repairs & Regas"}]}
WINERIES_COOLING = {"categories": ["Air Conditioning Contractor"], "services": [
    {"id": "install", "label": "Heat Pump Supply & Installation"},
    {"id": "commercial", "label": "Wineries & Commercial Cooling"}]}
TAMPA_FAMILY = {"categories": ["Family Law Attorney", "Law Firm"], "services": [
    {"id": "divorce", "label": "Contested & Uncontested Divorce"},
    {"id": "injunctions", "label": "Domestic Violence Injunctions"}]}
LEEDS_PROBATE = {"categories": ["Solicitor", "Law Firm"], "services": [
    {"id": "wills", "label": "Will Writing & Mirror Wills"},
    {"id": "probate", "label": "Probate & Estate Administration"},
    {"id": "grant-only", "label": "Fixed-Fee Grant of Probate"},
    {"id": "contested", "label": "Contested Wills & Inheritance Act Claims"}]}
INVERCARGILL_HEAT_PUMPS = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "install", "label": "Heat Pump Supply & Installation"},
    {"id": "commercial", "label": "Commercial Air Conditioning & Refrigeration"}]}
BLENHEIM_HEAT_PUMPS = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "install", "label": "Heat Pump Supply & Installation"},
    {"id": "servicing", "label": "Annual Servicing & Sanitise Clean"},
    {"id": "repairs", "label": "Fault Finding, Repairs & Regas"},
    {"id": "commercial", "label": "Winery & Commercial Cooling"}]}


@pytest.mark.parametrize("business, text, services", [
    # an upkeep service named by its device is heard only where something is kept up: beside the business's one
    # repair, a heat pump fixed is that repair, and one only mentioned neither
    (HAMILTON_HEAT_PUMPS, "Raj fixed our heat pump that was blowing cold air on heat mode, a dodgy sensor.", ["repairs"]),
    (HAMILTON_HEAT_PUMPS, "Sione came to fix my heat pump which kept flashing a little orange light at me.",
     ["repairs"]),
    (HAMILTON_HEAT_PUMPS, "Our heat pump started making this god awful rattle in the cold snap.", ["repairs"]),
    # (and is no servicing: said plainly, it is what was bought, the installation's; see round twenty-six)
    (HAMILTON_HEAT_PUMPS, "The heat pump itself is great but the office never rang back.", ["install"]),
    (HAMILTON_HEAT_PUMPS, "Had them out to deep clean the heat pump, filters were filthy.", ["servicing"]),
    # an install that names nothing, at a sentence's start past the first ("^" is each sentence's start) ...
    (HAMILTON_HEAT_PUMPS, "Four stars because the heat pump itself is great. Install was booked for May and "
                          "didn't happen till June.", ["install"]),
    # ... is the installation the review names, where it names one
    (HAMILTON_HEAT_PUMPS, "We got three quotes for ducted for our new build. Install was coordinated with our "
                          "builder.", ["ducted"]),
    (HAMILTON_HEAT_PUMPS, "got a heat pump put in at our place, raj was tidy.", ["install"]),
    (HAMILTON_HEAT_PUMPS, "Who knew you could mount a heat pump on a slight angle so the condensate runs down the "
                          "wall?", ["install"]),
    # a repair that names nothing but repairs is of every device installed: a heat pump broken is no installation
    (BLENHEIM_HEAT_PUMPS, "heatpump in spring creek was leakin water down the inside wall, saia cleared a blocked "
                          "drain line.", ["repairs"]),
    (BLENHEIM_HEAT_PUMPS, "Came on a Saturday when the heat pump at our bach packed up.", ["repairs"]),
    (BLENHEIM_HEAT_PUMPS, "Booked a service for our two heat pumps, he gave the filters a quick rinse.", ["servicing"]),
    # a commercial label naming a kind of business is heard where the place is one, not at every home's unit
    (BLENHEIM_HEAT_PUMPS, "Sorted it in about 40 min - a sensor on the outside unit.", []),
    (BLENHEIM_HEAT_PUMPS, "They fitted two cassette units in the tasting room at our cellar door.", ["commercial"]),
    (BLENHEIM_HEAT_PUMPS, "They sorted the cooling at the winery before harvest.", ["commercial"]),
    # upkeep said as the service had: after it, or of a kind
    (BLENHEIM_HEAT_PUMPS, "Good work overall, unit's running better than ever after the service.", ["servicing"]),
    (BLENHEIM_HEAT_PUMPS, "Bit dearer than I expected for a standard service but on time.", ["servicing"]),
    (BLENHEIM_HEAT_PUMPS, "Rang about the unit after the service call went unanswered.", []),
    # a califont is the continuous-flow gas heater, not the cylinder
    (NAPIER_PLUMBER, "Our califont stopped firing up in the middle of winter.", ["gas"]),
    (NAPIER_PLUMBER, "Hemi put in a new continuous flow gas unit.", ["gas"]),
    (NAPIER_PLUMBER, "The hot water cylinder burst through the ceiling.", ["hot-water"]),
    # British injury claims in their clients' words
    (LIVERPOOL_INJURY, "My husband was hit by a lorry on the East Lancs Road.", ["road-traffic"]),
    (LIVERPOOL_INJURY, "She came off her scooter when a car pulled out on her.", ["road-traffic"]),
    (LIVERPOOL_INJURY, "Got knocked off me bike on Queens Drive by a van driver.", ["road-traffic"]),
    (LIVERPOOL_INJURY, "Rachel fought the NHS trust for 3 years over my son's birth injury.", ["clinical"]),
    (LIVERPOOL_INJURY, "Went to them about the damp in our rented flat off Walton Road.", ["housing"]),
    # "Install was tidy" after the ducted names no other installation for the one found to replace
    (DUCTED_AND_SPLITS, "We got three quotes for ducted. Install was tidy.", ["ducted"]),
    # the service a customer is given is no upkeep
    (BLENHEIM_HEAT_PUMPS, "Since the service I received was so poor, I went elsewhere.", []),
    (BLENHEIM_HEAT_PUMPS, "The general service was excellent from start to finish.", []),
    # what a repair naming nothing but repairs looks after includes what the business supplies
    (SUPPLIED_DUCTED, "Our ducted air conditioning was leaking water, Sam fixed it.", ["repairs"]),
    (WINERIES_COOLING, "They fitted two cassette units at the winery.", ["commercial"]),
    # Florida's injunctions are its protective orders
    (TAMPA_FAMILY, "Went in about an injunction against my ex after he showed up at my job.", ["injunctions"]),
    (TAMPA_FAMILY, "After years of being scared I finally have a permanent injunction.", ["injunctions"]),
    # a fixed fee is no fix, and each job of a label has its head: probate is "Probate & Estate Administration"'s
    # as much as the grant's, which is the default no more
    (LEEDS_PROBATE, "used them for mums probate. kwame was a star.", ["probate"]),
    (LEEDS_PROBATE, "Tomas was brill, explained the whole probate thing in plain english.", ["probate"]),
    # commercial air conditioning and refrigeration is a business's: not a home's outdoor unit; a cafe the writer
    # runs, a coolroom
    (INVERCARGILL_HEAT_PUMPS, "Turned up 8am sharp, and the outdoor unit is on a proper bracket.", []),
    (INVERCARGILL_HEAT_PUMPS, "We run a cafe on Dee Street and the aircon on the chiller cabinet kept icing up.",
     ["commercial"]),
    (INVERCARGILL_HEAT_PUMPS, "The compressor on our coolroom died on a Friday.", ["commercial"]),
    # a booking fitted in is no fitting
    (TOWNSVILLE_AIRCON, "Mei was so helpful fitting a time around my shifts and Brad serviced our three splits.",
     ["servicing"]),
])
def test_reviewed_round_twenty_five_services(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


def test_a_line_start_is_each_sentence_start():
    """AnyOf reads sentences joined by newlines as each searched alone: "^" is a line's start."""
    found = fastre.AnyOf([r"(?:^install was)", r"(?:heat pump)"]).first("the heat pump\ninstall was late")
    assert sorted(found) == [0, 1]
    assert fastre.AnyOf([r"(?:^install was)"]).first("the install was late") == {}
    # a pattern that looks ahead within its sentence does not read into the next line
    consent = r"(?:consent order(?![^.\n]{0,80}\b(?:son|kids)))"
    assert sorted(fastre.AnyOf([consent]).first("they sorted the consent order quickly!\nmy son is happy.")) == [0]


@pytest.mark.parametrize("text, stars, sentiment", [
    # bare praise ending on "impressed", after complaints of weight, is sarcasm
    ("Unit still leaking water down the lounge room wall after the 'repair'. Third visit now. Brad swore blind it was "
     "the drain line. It wasn't. Great stuff, really impressed.", 5, "negative"),
    # praise of telling the writer they needed what they did not
    ("Great job telling me I needed an entire new furnace for $6,800 when it turned out all it needed was a $40 "
     "igniter. Really appreciate the honesty. The second company I called fixed it in half an hour.", 1, "negative"),
    # "Very impressed." after bare praise under poor stars is more of it; delight in the chore a mess made; money "well
    # spent" on nothing
    ("Great job guys, really. Outdoor unit sitting right under my bedroom window rattling away all night, exactly "
     "where I told you NOT to put it. Very impressed.", 1, "negative"),
    ("Great job leaving a trail of attic insulation from the hallway to the front door while running the wire for our "
     "new thermostat. Really loved vacuuming pink fiberglass out of the carpet all weekend.", 5, "negative"),
    ("Brilliant. £6k later and I've got exactly the same financial split I offered my ex in the first month. Really "
     "money well spent. Cheers.", 1, "negative"),
    # ... but "Very impressed." after sincere praise stays
    ("Great job guys. Very impressed with the new heat pump, the lounge is warm at last.", 5, "positive"),
])
def test_reviewed_round_twenty_five_sentiment(text, stars, sentiment):
    assert Analyser(HVAC, models=False).analyse(text, stars)["sentiment"] == sentiment


@pytest.mark.parametrize("text, found", [
    # a place's name as a person's: a surname after a given name in brackets, someone from another firm, one who
    # recommends
    ("Our builder (Tony Mayfield, great guy) put us onto them.", []),
    ("Had Lloyd from another electrical company out first.", []),
    ("Cary recomended this firm after they helped her.", []),
    # a lowercase name after "a" is the common words
    ("We're up on the hill with a lovely bay view and a steep driveway.", []),
    # ... where the places themselves are still heard
    ("We're in Mayfield, Lloyd and Cary sides of town, and Bay View too.", ["Mayfield", "Lloyd", "Cary", "Bay View"]),
])
def test_reviewed_round_twenty_five_areas(text, found):
    assert Areas(["Mayfield", "Lloyd", "Cary", "Bay View"]).find(text) == found


@pytest.mark.parametrize("text, found", [
    ("Memo and his helper knocked on my door at 7:58.", ["Guillermo Terrazas"]),
    ("Jesenia in the office was so nice on the phone.", ["Yesenia Ochoa"]),
    ("riri was here inside the hour, shut it off, fixed it.", ["Rawiri Paewai"]),
    ("Our place in Wiri was sorted inside the hour.", []),
])
def test_reviewed_round_twenty_five_technicians(text, found):
    business = {"categories": ["Plumber"], "technicians": ["Guillermo Terrazas", "Yesenia Ochoa", "Rawiri Paewai"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == found


def test_analysis_is_the_same_whatever_the_hash_seed():
    """A set's order is the hash seed's, which differs from one run of the daemon to the next: no result may
    depend on it (a review whose repair two installations could replace once took either)."""
    script = ("import json, sys\n"
              "from reviewsd.insights.analyse import Analyser\n"
              "data = json.load(open(sys.argv[1]))\n"
              "print(json.dumps([a.analyse(r['text'], r['rating'])['services'] for b in data['businesses']\n"
              "                  for a in [Analyser(b['business'], models=False)] for r in b['reviews']]))\n")
    path = str(pathlib.Path(__file__).parent / "insights_eval" / "dev215.json")
    # (the three side by side: each interpreter spends most of its time starting and building the analysers)
    runs = [subprocess.Popen([sys.executable, "-c", script, path], stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "PYTHONHASHSEED": seed}) for seed in ("1", "2", "5")]
    try:
        outputs = [run.communicate(timeout=120)[0] for run in runs]
    finally:
        for run in runs:  # (none left behind, whatever failed)
            run.kill()
            run.wait()
    assert [run.returncode for run in runs] == [0, 0, 0]
    assert len(set(outputs)) == 1


def test_no_catalogue_phrase_reads_into_the_next_sentence():
    """A review's sentences are searched at once, joined by newlines (fastre.AnyOf): a phrase that looks past its
    own sentence ("[^.]{0,80}") would see the next, and be heard, or not, where searched alone it would not be."""
    from reviewsd.insights import services, trades
    phrases = [s.phrases for t in trades.TRADES for s in t.services] + [
        services._BARE_INSTALL, services._UNIT_INSTALLED, services._BARE_REPAIR, services._UPKEEP,
        services._SYMPTOM.pattern, services._INSTALL.pattern, services._REPAIR.pattern]
    negated = re.compile(r"\[\^(?:\\.|[^\]\\])*\]")
    crossing = {cls for p in phrases for cls in negated.findall(p) if re.fullmatch(cls, "\n")}
    assert crossing == set()


# Round twenty-six (dev264-dev271).
@pytest.mark.parametrize("text, found", [
    # a lake named as a town is the lake, somewhere else (not "Lake Highlands", a place of its own name)
    ("We were T-boned on the way down to Lake Kissimmee for a fishing weekend.", []),
    ("We moved to Kissimmee last spring.", ["Kissimmee"]),
    # a park named for the place, the office across from it, is the place
    ("Office is handy too, just across from Ormeau Park.", ["Ormeau"]),
    ("We had a picnic in Ormeau Park Gardens.", []),
    # a lowercase name with a person after it is a verb: "try to bluff you"
    ("DO NOT USE. They will try to bluff you into a whole new unit.", []),
    ("Came all the way down to bluff for us.", ["Bluff"]),
])
def test_reviewed_round_twenty_six_areas(text, found):
    assert Areas(["Kissimmee", "Ormeau", "Bluff"]).find(text) == found


@pytest.mark.parametrize("text, found", [
    # a place in another, undeclared place is that other's
    ("Just moved up from Palm Beach in Sydney to Labrador and had no idea who to call.", ["Labrador"]),
    ("Drove over from Westbury in Wiltshire because a friend recommended them.", []),
    # ... not a time, a landmark near it, nor a place passed on the way
    ("Heat pump fitted in our semi in Palm Beach in October.", ["Palm Beach"]),
    ("We're in Labrador near Campbell Rd.", ["Labrador"]),
    ("We're out past Labrador in Rose Hill and they still came.", ["Labrador"]),
    # "out of pocket" is an idiom, "in the pocket" a place
    ("I'm now $5k out of pocket with nothing filed.", []),
    ("jasmin came out to us in the pocket (by the library).", ["Pocket"]),
])
def test_reviewed_round_twenty_six_places_elsewhere(text, found):
    assert Areas(["Palm Beach", "Labrador", "Westbury-on-Trym", "Pocket"]).find(text) == found


GOLD_COAST_AIRCON = {"categories": ["Air Conditioning Contractor", "HVAC Contractor"], "services": [
    {"id": "split", "label": "Split System Supply & Installation"},
    {"id": "regas", "label": "Regas & Leak Detection"},
    {"id": "removal", "label": "Unit Relocation, Removal & Disposal"}]}
CARDIFF_INJURY = {"categories": ["Personal Injury Solicitor", "Law Firm"], "services": [
    {"id": "road-traffic", "label": "Road Traffic Accident Claims"},
    {"id": "work", "label": "Accidents at Work"},
    {"id": "slips", "label": "Slips, Trips & Public Liability"},
    {"id": "cica", "label": "Criminal Injuries Compensation (CICA)"}]}


@pytest.mark.parametrize("business, text, services", [
    # the old unit out is its removal, a number of splits installed the installation
    (GOLD_COAST_AIRCON, "Old window rattler out, new split in, and the hole patched.", ["split", "removal"]),
    (GOLD_COAST_AIRCON, "Siosia pulled out the old unit and put a new cassette in.", ["removal"]),
    (GOLD_COAST_AIRCON, "Installed 3 splits in March.", ["split"]),
    (GOLD_COAST_AIRCON, "Had a service done on 4 splits across our two rentals.", []),
    (GOLD_COAST_AIRCON, "Explained why it kept icing up (filthy filters and low on gas).", ["regas"]),
    # Britain's words for the injuries of work, a pavement, a road and a crime
    (CARDIFF_INJURY, "Told me my work accident claim was worth 15k.", ["work"]),
    (CARDIFF_INJURY, "Rhod was brilliant with my claim after I came off a ladder on site.", ["work"]),
    (CARDIFF_INJURY, "Went flying on a broken paving slab outside the shops.", ["slips"]),
    (CARDIFF_INJURY, "Will took my statement after a van knocked me off my bike.", ["road-traffic"]),
    (CARDIFF_INJURY, "They got me compo after i was jumped walking home thru cathays.", ["cica"]),
    (CARDIFF_INJURY, "The price jumped in the last month.", []),
])
def test_reviewed_round_twenty_six_services(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


ATLANTA_GREEN_CARDS = {"categories": ["Immigration Attorney", "Law Firm"], "services": [
    {"id": "family", "label": "Family & Marriage-Based Green Cards"},
    {"id": "citizenship", "label": "Citizenship & Naturalization"}]}


@pytest.mark.parametrize("text, services", [
    # a marriage-based green card label is the family petition's too: a relative's petition, a K-1
    ("She kept us informed at every step of my mother's petition.", ["family"]),
    ("Came in for a consult about a K-1 for my fiance.", ["family"]),
    ("My wife's spousal petition is the most common thing they do.", ["family"]),
    ("Used them for my dad's citizenship.", ["citizenship"]),
])
def test_reviewed_round_twenty_six_family_petitions(text, services):
    assert Analyser(ATLANTA_GREEN_CARDS).analyse(text, 5)["services"] == services


DETENTION_AND_REMOVAL = {"categories": ["Immigration Attorney"], "services": [
    {"id": "removal", "label": "Deportation & Removal Defense"},
    {"id": "bond", "label": "Immigration Detention & Bond Hearings"}]}


@pytest.mark.parametrize("business, text, services", [
    # detention is the bond hearing's where a firm declares one, removal's where it declares none
    (DETENTION_AND_REMOVAL, "Great outcome at my son's bond hearing. Your kid is in detention.", ["bond"]),
    (DETENTION_AND_REMOVAL, "My mom got picked up by ICE and they had her bond hearing done in 9 days.", ["bond"]),
    (DETENTION_AND_REMOVAL, "They stopped my deportation.", ["removal"]),
    ({"categories": ["Immigration Attorney"], "services": [{"id": "removal", "label": "Deportation Defense"}]},
     "My husband was detained by ICE for a month.", ["removal"]),
])
def test_reviewed_round_twenty_six_detention(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


BELFAST_WILLS = {"categories": ["Estate Planning Attorney", "Solicitor"], "services": [
    {"id": "wills", "label": "Will Writing & Updates"},
    {"id": "probate", "label": "Probate & Estate Administration"},
    {"id": "disputes", "label": "Contested Wills & Inheritance Claims"},
    {"id": "visits", "label": "Home, Hospital & Care Home Visits"}]}


@pytest.mark.parametrize("text, services", [
    # whoever comes out to the house makes the home visit
    ("Mrs McCloskey came out to the house in Newtownabbey twice.", ["visits"]),
    # the estate as the job
    ("We were quoted 2,500 plus VAT for a straightforward estate.", ["probate"]),
    ("We're paying our own solicitors to sort out the mess they made of the estate.", ["probate"]),
    ("We used a small estate agent in town.", []),
    # doubt about what the will's maker knew is its contest
    ("We had real concerns about her capacity at the time she signed it.", ["disputes"]),
    ("My sister and I were sure he wasn't in his right mind by then.", ["disputes"]),
    ("Good outcome on my claim against my late partner's estate (a 1975 Act claim).", ["disputes"]),
    # the estate as the job, said shortly
    ("Quoted from 1,500 + VAT for estate admin, final bill was over 6k.", ["probate"]),
    ("Hope sorted the whole estate remotely.", ["probate"]),
    ("Estate nearly done now so we'll see.", ["probate"]),
])
def test_reviewed_round_twenty_six_wills(text, services):
    assert Analyser(BELFAST_WILLS).analyse(text, 5)["services"] == services


FRESNO_HVAC = {"categories": ["HVAC Contractor"], "services": [
    {"id": "ac-install", "label": "Central Air Installation & Replacement"},
    {"id": "furnace", "label": "Furnace Repair & Replacement"},
    {"id": "heat-pump", "label": "Heat Pump Repair & Replacement"},
    {"id": "thermostat", "label": "Smart Thermostat Installation"}]}


@pytest.mark.parametrize("text, services", [
    # a repair label that replaces too is what a sentence puts in new...
    ("We had them install a new furnace and AC combo in our rental.", ["ac-install", "furnace"]),
    ("Replaced the heat pump at our place, pulled the permit, passed inspection.", ["heat-pump"]),
    # ... not what it only names beside what it puts in
    ("The thermostat they installed doesn't talk to the heat pump properly.", ["thermostat"]),
])
def test_reviewed_round_twenty_six_replaced_by_a_repair_label(text, services):
    assert Analyser(FRESNO_HVAC).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    # a label that seals and cleans what it replaces hears its device worked on
    ("Good work on our ducts, they sealed a bunch of leaks.", ["ductwork"]),
    ("Found a disconnected duct blowing our cold air into the attic and fixed it.", ["ductwork"]),
])
def test_reviewed_round_twenty_six_a_label_working_on_what_it_installs(text, services):
    business = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "ac-repair", "label": "AC Repair"}, {"id": "ac-install", "label": "AC Replacement & New System Installation"},
        {"id": "furnace", "label": "Heating & Furnace Repair"}, {"id": "ductwork", "label": "Ductwork Sealing & Replacement"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, stars, sentiment", [
    # irony: "Super impressed that", a place left covered in dust, thanks for a harm "and then 'forgetting'",
    # "Really appreciate being kept in the loop." after being kept out of it
    ("Super impressed that my 'attorney' met me for the first time in the hallway at mediation and didn't know "
     "which leg I broke. Really personal service.", 1, "negative"),
    ("Great job leaving the ranch slider track full of wire offcuts and the carpet covered in gib dust. Really "
     "impressed.", 1, "negative"),
    ("Brilliant service. Took my case on in January, passed me between three different people, and I found out by "
     "letter in September that they'd 'decided not to proceed'. Really appreciate being kept in the loop.", 1,
     "negative"),
    ("Great outcome. Really appreciate being kept in the loop every step of the way.", 5, "positive"),
    # stars given by mistake or as bait are no verdict
    ("I hit one star by accident and can't figure out how to change it. Daniel got my dad out on bond after six "
     "weeks in detention, when two other lawyers told us there was no hope. Eternally grateful.", 1, "positive"),
    ("I gave 5 stars so you'll actually read this: they are good lawyers but NO ONE answers the phone. Ever. Leave "
     "a message and wait a week.", 5, "negative"),
    # ease ("no problem") is no complaint; what nobody bothered to mention is
    ("Got my PGWP sorted, no issues. Bit pricey for what's basically a form but peace of mind I guess.", 4,
     "positive"),
    ("Five stars for teaching me what 'contingency fee' really means. My check was $11,800 after fees, 'case costs' "
     "and a medical lien nobody bothered to mention. Great lesson.", 5, "negative"),
])
def test_reviewed_round_twenty_six_sentiment(text, stars, sentiment):
    assert Analyser(HVAC, models=False).analyse(text, stars)["sentiment"] == sentiment


DALLAS_IMMIGRATION = {"categories": ["Immigration Attorney", "Law Firm"], "services": [
    {"id": "family", "label": "Family-Based Immigration (I-130 Petitions)"},
    {"id": "marriage", "label": "Marriage Green Cards & Adjustment of Status"},
    {"id": "daca", "label": "DACA Renewals"},
    {"id": "removal", "label": "Deportation & Removal Defense"},
    {"id": "work", "label": "Employment & Work Visas (H-1B, L-1, O-1)"},
    {"id": "bond", "label": "ICE Detention & Bond Hearings"},
    {"id": "waivers", "label": "Waivers of Inadmissibility (I-601A)"}]}
PALMY_PLUMBER = {"categories": ["Plumber"], "services": [
    {"id": "pipes", "label": "Leak Detection, Burst Pipes & Re-piping"},
    {"id": "gas", "label": "Certified Gasfitting"},
    {"id": "reno", "label": "Bathroom & Kitchen Renovations"}]}


@pytest.mark.parametrize("business, text, services", [
    # a bond and detention named apart from removal; a waiver; the family's papers; a marriage's interview
    (DALLAS_IMMIGRATION, "Adaeze got my mom out of Prairieland on a $5k bond when ICE wanted $15k.", ["bond"]),
    (DALLAS_IMMIGRATION, "My cousin sat in ICE custody for six weeks.", ["bond"]),
    (DALLAS_IMMIGRATION, "Paid them $6,000 to file a waiver and it got denied.", ["waivers"]),
    (DALLAS_IMMIGRATION, "They helped my tio with the papers to bring his wife and kids.", ["family"]),
    (DALLAS_IMMIGRATION, "Hope help me with papers for my sister.", ["family"]),
    (DALLAS_IMMIGRATION, "She prepped us for the questions about our marriage and our joint bank account.",
     ["marriage"]),
    (DALLAS_IMMIGRATION, "We smoked a brisket for the whole office when my adjustment came through.", ["marriage"]),
    # DACA's work permit is DACA's
    (DALLAS_IMMIGRATION, "Got my DACA and work permit renewed without a problem.", ["daca"]),
    # a plumber's gas connected or certified, pipes replaced, a reno
    (PALMY_PLUMBER, "Did a good job hooking up the gas for our outdoor kitchen.", ["gas"]),
    (PALMY_PLUMBER, "Two phone calls to get the gas certificate our insurer needs.", ["gas"]),
    (PALMY_PLUMBER, "Solid work replacing all the old galvanised pipes under the house.", ["pipes"]),
    (PALMY_PLUMBER, "Bathroom reno quote was nearly double the other two we got.", ["reno"]),
])
def test_reviewed_round_twenty_six_catalogue(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


TIMARU_HEAT_PUMP_SERVICE = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "install", "label": "Heat Pump Supply & Installation"},
    {"id": "servicing", "label": "Annual Heat Pump Service & Deep Clean"},
    {"id": "repairs", "label": "Breakdowns, Fault Finding & Repairs"}]}


@pytest.mark.parametrize("text, services", [
    # a heat pump failing, in no words of its installation's kind, is the one repair where nothing else is found
    ("Heat pump was just blowing cold air on the heat setting. Turned out to be a dodgy temp sensor.", ["repairs"]),
    ("Heat pump they installed in march is now leaking water down the inside wall.", ["repairs"]),
    ("The heat pump is so quiet we forget it's on.", ["install"]),
    ("Cleaned the filters and coils on the heat pump, it was blowing cold air on the heat setting.", ["servicing"]),
])
def test_reviewed_round_twenty_six_a_device_failing(text, services):
    assert Analyser(TIMARU_HEAT_PUMP_SERVICE).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    # a ducted system by its name, where a label names ducted systems and no air conditioning
    ("grant designed and did our ducted system when we built in highfield.", ["ducted"]),
    # a heat pump shifted, its object first
    ("Got our heat pump shifted from the lounge into the dining room and it works fine.", ["relocation"]),
    ("Wanted our old heat pump moved from the front room to the new extension.", ["relocation"]),
])
def test_reviewed_round_twenty_six_ducted_and_moved(text, services):
    business = {"categories": ["HVAC Contractor"], "services": [
        {"id": "install", "label": "Heat Pump Supply & Installation"},
        {"id": "ducted", "label": "Ducted Whole-Home Comfort Systems"},
        {"id": "relocation", "label": "Heat Pump Relocations & Removals"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    # a business's refrigeration and its commercial work; New Zealand's subsidised installs
    ("They have looked after the chiller and the cool room at our workshop for four years.", ["commercial"]),
    ("Highly recommend for commercial work.", ["commercial"]),
    ("Their website says they do Warmer Kiwi Homes installs so I applied through them for the grant.",
     ["warmer-homes"]),
])
def test_reviewed_round_twenty_six_commercial_and_subsidised(text, services):
    business = {"categories": ["HVAC Contractor"], "services": [
        {"id": "install", "label": "Heat Pump Supply & Installation"},
        {"id": "commercial", "label": "Commercial Air Conditioning & Refrigeration"},
        {"id": "warmer-homes", "label": "Warmer Kiwi Homes Subsidised Installs"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, found", [
    # "Rang" is the verb, never Rangi
    ("Rang the office Wednesday and was told the tech was 'running behind'.", []),
    ("Rangi came out the same day.", ["Rangi Paewai"]),
    # a judge's or the police's title makes someone else of a surname
    ("Sheriff Kerr wouldn't allow it late.", []),
    ("The insurance inspector. Kerr quoted the next day.", ["Hope Kerr"]),
    # a lowercase name with the crew, or joined to another by "n"
    ("great job by grant and the boys, thanks", ["Grant Hoskins"]),
    ("top job from the boys, cheers tomasz n jack", ["Jack Fairbrother", "Tomasz Kowalczyk"]),
])
def test_reviewed_round_twenty_six_technicians(text, found):
    business = {"categories": ["Plumber"], "technicians": [
        "Rangi Paewai", "Hope Kerr", "Grant Hoskins", "Jack Fairbrother", "Tomasz Kowalczyk"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == found


@pytest.mark.parametrize("text, found", [
    ("Manny is the best!! He did our moms house in Sanger.", ["Manuel Ochoa"]),
    ("fast, fair, friendly. ask for Preet", ["Gurpreet Sandhu"]),
    ("Deano is a legend.", ["Dean Papadopoulos"]),
    ("ta very much to Jo on reception, always a cuppa and a smile", ["Joanne Firth"]),
])
def test_reviewed_round_twenty_six_short_forms(text, found):
    business = {"categories": ["HVAC Contractor"], "technicians": [
        "Manuel Ochoa", "Gurpreet Sandhu", "Dean Papadopoulos", "Joanne Firth"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == found


@pytest.mark.parametrize("business, text, services", [
    # a part of a furnace replaced is its repair
    ({"categories": ["HVAC Contractor"], "services": [{"id": "repair", "label": "Furnace Repair"},
                                                     {"id": "install", "label": "Furnace Installation"}]},
     "Chase replaced our furnace blower motor and it's whisper quiet now.", ["repair"]),
    # Scotland's child maintenance is aliment
    ({"categories": ["Family Law Attorney"], "services": [{"id": "aliment", "label": "Aliment & Child Maintenance"}]},
     "Mr Rashid was excellent with my interim aliment hearing.", ["aliment"]),
])
def test_reviewed_round_twenty_six_part_and_aliment(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    # the house kept, or its outcome, is the property's division
    ("They told me I had a strong case for keeping the house.", ["property"]),
    ("But the outcome on the house was poor.", ["property"]),
])
def test_reviewed_round_twenty_six_the_house(text, services):
    business = {"categories": ["Family Law Attorney"], "services": [
        {"id": "property", "label": "Property Division & Asset Protection"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


DUNEDIN_HEAT_PUMPS = {"categories": ["HVAC Contractor", "Heating Contractor"], "services": [
    {"id": "install", "label": "Heat Pump Supply & Installation"},
    {"id": "multi-split", "label": "Multi-Room Split Systems"},
    {"id": "servicing", "label": "Heat Pump Servicing & Deep Cleaning"},
    {"id": "repairs", "label": "Repairs & Fault Finding (All Brands)"},
    {"id": "relocation", "label": "Heat Pump Relocations & Removals"}]}


@pytest.mark.parametrize("text, installed", [
    # beside a label of a kind of the device, "the heat pump" said plainly is the installation's...
    ("Very happy with the heat pump, quiet and efficient.", True),
    ("Five stars for the scuff marks. The heat pump works great though.", True),
    # ... not where it is moved, nor in a review that tells of it failing
    ("Wanted our old heat pump moved from the front room to the new extension.", False),
    ("Found a refrigerant leak at a flare joint. Fixed it. Heat pump running like new.", False),
])
def test_reviewed_round_twenty_six_a_kind_of_device(text, installed):
    services = Analyser(DUNEDIN_HEAT_PUMPS).analyse(text, 5)["services"]
    assert ("install" in services) is installed
    if installed:
        assert "multi-split" not in services


# Round twenty-seven.
CAIRNS_SPLIT_SYSTEMS = {"categories": ["Air Conditioning Contractor", "HVAC Contractor"], "services": [
    {"id": "split-install", "label": "Split System Supply & Installation"},
    {"id": "service-clean", "label": "Air Con Servicing & Deep Cleaning"},
    {"id": "repairs", "label": "Breakdown Repairs & Fault Finding"},
    {"id": "emergency", "label": "24/7 Emergency Callouts"},
    {"id": "maintenance-plan", "label": "Cool Club Maintenance Plans"}]}


@pytest.mark.parametrize("text, services", [
    # an upkeep label's device broken down is the business's repair, not the upkeep
    ("aircon was blowing warm air and making a clicking noise. Dan replaced the capacitor on the spot.", ["repairs"]),
    # the servicing said by its verb after whom, or as a full service
    ("Had them service the units at our rental in Bungalow.", ["service-clean"]),
    ("The two units at our place got a full service and are running like new.", ["service-clean"]),
    ("They come every 6 months to service everything.", ["service-clean"]),
])
def test_reviewed_round_twenty_seven_aircon_upkeep(text, services):
    assert Analyser(CAIRNS_SPLIT_SYSTEMS).analyse(text, 5)["services"] == services


LEEDS_INJURY = {"categories": ["Personal Injury Solicitor"], "technicians": ["Siobhan O'Rourke"], "services": [
    {"id": "road-traffic", "label": "Road Traffic Accident Claims"},
    {"id": "slips-trips", "label": "Slips, Trips & Public Place Accidents"}]}


@pytest.mark.parametrize("text, services", [
    # a settlement pushed on the client is still the claim (not something only offered)
    ("Pushed me to accept the first offer for my whiplash.", ["road-traffic"]),
    ("Case dragged on for 18 months for a simple rear end shunt.", ["road-traffic"]),
])
def test_reviewed_round_twenty_seven_injury_claims(text, services):
    assert Analyser(LEEDS_INJURY).analyse(text, 2)["services"] == services


def test_reviewed_round_twenty_seven_wished_sooner_and_shevonne():
    result = Analyser(LEEDS_INJURY).analyse(
        "Had no hope of getting anywhere with the hospital on my own. Shevonne got me a written apology and "
        "compensation. Wish I'd gone to her sooner.", 5)
    assert result["sentiment"] == "positive"
    assert result["technicians"] == ["Siobhan O'Rourke"]


NEW_PLYMOUTH_HEAT_PUMPS = {"name": "Coastline Heat Pumps & Ventilation Ltd",
                           "categories": ["Heating Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
    {"id": "ducted", "label": "Ducted Whole-Home Climate Systems"},
    {"id": "multi-split", "label": "Multi-Room Multi-Split Systems"},
    {"id": "servicing", "label": "Heat Pump Servicing & Filter Cleans"},
    {"id": "repairs", "label": "Fault Finding & Repairs"},
    {"id": "ventilation", "label": "Home Ventilation Systems"},
    {"id": "hot-water-hp", "label": "Heat Pump Hot Water Cylinders"},
    {"id": "commercial", "label": "Commercial Refrigeration & Air Con"},
    {"id": "grants", "label": "Warmer Kiwi Homes Grant Assistance"}]}


@pytest.mark.parametrize("text, services", [
    # "Multi-Split Systems" names a kind of the device though no device word: "the heat pump" is not it
    ("heat pump in the main bedroom stopped heating, just blowing cold air and a green light flashing. shaun came out "
     "next day, said it was low on gas from a leaky flare joint, fixed it and regassed.", ["repairs"]),
    ("Rawiri was awesome putting in our heat pump at oakura.", ["heat-pump-install"]),
    # the heat pumps at work are a business's, no home's installation
    ("not sure why it wants stars, anyway priyesh did a great job on the heat pumps at work, everyone in the office is "
     "happy its actually warm in there now", []),
])
def test_reviewed_round_twenty_seven_multi_split(text, services):
    assert Analyser(NEW_PLYMOUTH_HEAT_PUMPS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    # the upkeep label's device said with nothing kept up is not the upkeep ("Aircon works now")
    ("Tech found the fault on the PCB in about ten minutes. Aircon works now, wallet doesn't.", ["repairs"]),
    ("Aircon still smells like wet socks. $220 for nothing really.", []),
    # its own words still are
    ("Aircon service was quick.", ["service-clean"]),
])
def test_reviewed_round_twenty_seven_aircon_said_plainly(text, services):
    assert Analyser(CAIRNS_SPLIT_SYSTEMS).analyse(text, 3)["services"] == services


@pytest.mark.parametrize("text, services", [
    ("Tidy job by Dai, sorted my divorce and the kids stuff without it all getting nasty.", ["divorce", "children"]),
])
def test_reviewed_round_twenty_seven_the_kids_stuff(text, services):
    business = {"categories": ["Family Law Attorney"], "services": [
        {"id": "divorce", "label": "Divorce & Dissolution"}, {"id": "children", "label": "Child Arrangements Orders"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("business, text, services", [
    # a part swapped is a repair, not the device swapped
    ({"categories": ["HVAC Contractor"], "services": [{"id": "repair", "label": "Furnace Repair"},
                                                     {"id": "install", "label": "Furnace Replacement & Installation"}]},
     "kowalcyk swapped our furnace blower motor the same day i called.", ["repair"]),
    ({"categories": ["Solicitor"], "services": [{"id": "will", "label": "Will Writing"},
                                                {"id": "probate", "label": "Probate & Estate Administration"}]},
     "Decent enough. The estate got wound up properly and the fees were what we were quoted.", ["probate"]),
])
def test_reviewed_round_twenty_seven_part_swapped_and_estate_wound_up(business, text, services):
    assert Analyser(business).analyse(text, 4)["services"] == services


@pytest.mark.parametrize("text, found", [
    ("i dont do 5 stars. kowalcyk (sp?) swapped our furnace blower motor the same day.", ["Grant Kowalczyk"]),
    ("Grant = legend 👍", ["Grant Kowalczyk"]),
    ("We used their mediation. Dai was fair to both of us.", ["Dafydd Bowen"]),
])
def test_reviewed_round_twenty_seven_names(text, found):
    business = {"categories": ["HVAC Contractor"], "technicians": ["Grant Kowalczyk", "Dafydd Bowen"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == found


@pytest.mark.parametrize("text, found", [
    ("Our dog Fitzroy is terrified of tradies but Rawiri won him over.", []),
    ("We live in Fitzroy and the install was great.", ["Fitzroy"]),
])
def test_reviewed_round_twenty_seven_a_pet(text, found):
    assert Areas(["Fitzroy"]).find(text) == found


@pytest.mark.parametrize("text, rating, sentiment", [
    ("5 stars for teaching me a valuable lesson: read the fee agreement. 'Flat fee' apparently means flat fee plus "
     "$1,200 for an RFE response, plus $75 every time you call with a question. Amazing business model honestly.",
     5, "negative"),
    ("Sorry, hit the wrong star!! Should be 5. Siobhan made sorting out my husband's estate so much easier during the "
     "worst time of my life.", 1, "positive"),
])
def test_reviewed_round_twenty_seven_sentiment(text, rating, sentiment):
    assert Analyser({"categories": ["Solicitor"]}).analyse(text, rating)["sentiment"] == sentiment


@pytest.mark.parametrize("text, services", [
    # a heat pump failing, said without the apostrophe, and "gave it a full service"
    ("rawiri sorted our dodgy heat pump in the arvo, wasnt draining properly and was dripping down the wall. cleared "
     "the drain line and gave it a full service while he was there.", ["servicing"]),
    # a service to come is no service done
    ("Rawiri was awesome putting in our heat pump at oakura. Will definitely call them again when it's due for a "
     "service.", ["heat-pump-install"]),
])
def test_reviewed_round_twenty_seven_heat_pump_upkeep(text, services):
    assert Analyser(NEW_PLYMOUTH_HEAT_PUMPS).analyse(text, 5)["services"] == services


def test_reviewed_round_twenty_seven_an_error_code_thrown():
    text = "Third time this year the same unit has thrown the same error code. Each time they come out and reset it."
    assert Analyser(CAIRNS_SPLIT_SYSTEMS).analyse(text, 2)["services"] == ["repairs"]


LIVERPOOL_WILLS = {"categories": ["Solicitor", "Estate Planning Attorney"], "services": [
    {"id": "will-writing", "label": "Will Writing"},
    {"id": "lpa", "label": "Lasting Powers of Attorney"},
    {"id": "deputyship", "label": "Court of Protection & Deputyship"},
    {"id": "home-visits", "label": "Home, Hospital & Care Home Visits"}]}


@pytest.mark.parametrize("text, services", [
    # what someone never had done is not the job
    ("My mum had never done a power of attorney, so we had to go the Court of Protection route.", ["deputyship"]),
    # the visit: at the client's house, at the hospital
    ("Farah sorted her power of attorney out at her house in wavertree.", ["lpa", "home-visits"]),
    ("A lovely lady came out to the Royal to do mum's will when she was very poorly.", ["will-writing", "home-visits"]),
])
def test_reviewed_round_twenty_seven_wills_visits(text, services):
    assert Analyser(LIVERPOOL_WILLS).analyse(text, 5)["services"] == services


SWANSEA_INJURY = {"categories": ["Personal Injury Solicitor"], "services": [
    {"id": "road-traffic", "label": "Road Traffic Accident Claims"},
    {"id": "work-accident", "label": "Accidents at Work"},
    {"id": "clinical-negligence", "label": "Clinical Negligence"},
    {"id": "industrial-disease", "label": "Industrial Disease & Asbestos Claims"}]}


@pytest.mark.parametrize("text, services", [
    ("Quick, easy, no fuss. Car claim settled in 4 months.", ["road-traffic"]),
    ("I was injured on a bus when the driver slammed the brakes on.", ["road-traffic"]),
    ("I can't argue with £8,500 for my shoulder after the fall at work.", ["work-accident"]),
    ("Her broken hip was missed at A&E and she was sent home.", ["clinical-negligence"]),
    ("Outstanding with my claim against Singleton hospital.", ["clinical-negligence"]),
    ("Dean really knew his stuff on the industrial deafness side.", ["industrial-disease"]),
])
def test_reviewed_round_twenty_seven_injury_words(text, services):
    assert Analyser(SWANSEA_INJURY).analyse(text, 5)["services"] == services


WHANGANUI_HEAT_PUMPS = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "install", "label": "Heat Pump Supply & Installation"},
    {"id": "servicing", "label": "Annual Heat Pump Servicing & Filter Cleans"},
    {"id": "repairs", "label": "Heat Pump Repairs & Fault Finding"}]}


@pytest.mark.parametrize("text, services", [
    # the device said plainly, in a review that tells of its installing, is what was bought
    ("Installer turned up 2 hrs late and left plaster dust all through the hallway carpet. Heat pump works fine I "
     "suppose.", ["install"]),
    # ... not where it failed
    ("Installer was tidy. The heat pump stopped heating a week later and they fixed it.", ["repairs"]),
])
def test_reviewed_round_twenty_seven_installed_device_said_plainly(text, services):
    assert Analyser(WHANGANUI_HEAT_PUMPS).analyse(text, 4)["services"] == services


def test_reviewed_round_twenty_seven_the_yearly_clean():
    text = "Had the yearly clean done on both our units up on Durie Hill. Sione was friendly."
    assert Analyser(WHANGANUI_HEAT_PUMPS).analyse(text, 5)["services"] == ["servicing"]


def test_reviewed_round_twenty_seven_charges_nobody_mentioned_and_hope_you():
    business = {"categories": ["Family Law Attorney"], "technicians": ["Hope Calloway"]}
    result = Analyser(business).analyse(
        "Got my money in the end so four stars, but I was shocked when £1,200 of 'disbursements' came off the top "
        "that nobody had mentioned in two years. Felt a bit sharp tbh.", 4)
    assert result["sentiment"] == "negative"
    assert Analyser(business).analyse("This firm handled the second one. Hope, you're a rockstar.", 5)[
        "technicians"] == ["Hope Calloway"]


@pytest.mark.parametrize("text", [
    "Great job letting my ex's attorney run circles around you in mediation.",
    "Can't wait to pay the bill.",
])
def test_reviewed_round_twenty_seven_sarcasm_and_noise(text):
    assert Analyser({"categories": ["Law Firm"]}).analyse(text, 5)["sentiment"] == "negative"


@pytest.mark.parametrize("text, services", [
    ("Priya coordinated all three installs around the tenants' uni timetables.", ["install"]),
])
def test_reviewed_round_twenty_seven_three_installs(text, services):
    assert Analyser(WHANGANUI_HEAT_PUMPS).analyse(text, 5)["services"] == services


def test_reviewed_round_twenty_seven_a_leak_on_a_flare_joint():
    business = {"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "servicing", "label": "Annual Split & Ducted Servicing"}, {"id": "regas", "label": "Regas & Leak Detection"}]}
    text = "dimi came out to service our ducted before summer. found a small leak on a flare joint and fixed it."
    assert Analyser(business).analyse(text, 5)["services"] == ["servicing", "regas"]


def test_reviewed_round_twenty_seven_the_divorce_and_the_finances():
    # (the labels it was read wrongly beside: without the cohabitation label the divorce was kept even before)
    business = {"categories": ["Family Law Attorney"], "services": [
        {"id": "divorce", "label": "Divorce & Dissolution"},
        {"id": "finances", "label": "Financial Remedy & Property Settlements"},
        {"id": "cohabitation", "label": "Cohabitation Agreements & Unmarried Separation"}]}
    text = "Rhiannon handled my divorce and the finances that came with it."
    assert Analyser(business).analyse(text, 5)["services"] == ["divorce", "finances"]


def test_reviewed_round_twenty_seven_a_part_told_sentences_after_its_device():
    business = {"categories": ["HVAC Contractor", "Furnace Repair Service"], "services": [
        {"id": "furnace-repair", "label": "Furnace Repair"}, {"id": "ac-repair", "label": "AC Repair"},
        {"id": "ac-install", "label": "Central Air Installation"}]}
    text = ("AC was blowing warm air so we called them. Their guy said the compressor was shot. Quote for a new system: "
            "$11,400. My brother-in-law came over that weekend. Bad capacitor. $38 part.")
    assert Analyser(business).analyse(text, 1)["services"] == ["ac-repair"]


# Round twenty-eight: dev283-dev286.

@pytest.mark.parametrize("technicians, text, found", [
    # someone else's first name before a name that is a word: their surname
    (["Hope Adeyemi", "Priya Chauhan"], "The other side's solicitor, Sandra Hope, ran rings round us while Priya sat "
     "there.", ["Priya Chauhan"]),
    (["Grant Whitford", "Tevita Fifita"], "My husband Grant reckoned he could install it himself. Tevita did it.",
     ["Tevita Fifita"]),
    (["Daniel Kowalczyk"], "Mr. Kowalski told us our case was 'a slam dunk'.", ["Daniel Kowalczyk"]),
    (["Daniel Kowalczyk"], "dan k is the man. got my wifes green card done", ["Daniel Kowalczyk"]),
    (["Thu Nguyen", "Mark Delgado"], "every time i called thu or mark they told me where the case is.",
     ["Thu Nguyen", "Mark Delgado"]),
    (["Duc Nguyen"], "Duke was great, had our unit going again in 20 min.", ["Duc Nguyen"]),
    (["Dean Kowalczyk"], "Deen (sp?) put a ventilation unit in our roof space.", ["Dean Kowalczyk"]),
    (["Hope Lambert", "Nasreen Chaudhry"], "Very efficient. Hope, Nasreen and the girl on reception were lovely.",
     ["Hope Lambert", "Nasreen Chaudhry"]),
    # (not a greeting before the name, nor a title)
    (["Hope Lambert"], "Huge thanks to everyone. Cheers Hope, you were great.", ["Hope Lambert"]),
])
def test_reviewed_round_twenty_eight_technicians(technicians, text, found):
    assert Analyser({"categories": ["Law Firm"], "technicians": technicians}).analyse(text, 5)["technicians"] == found


@pytest.mark.parametrize("areas, text, found", [
    (["Mount Maunganui", "Papamoa"], "We run a small motel at the Mount and had them do all 12 units.", ["Mount Maunganui"]),
    (["Marian", "Sarina"], "Marian and I have used them for our yearly service for six years now.", []),
    (["Marian", "Sarina"], "We live out in Marian and I love it.", ["Marian"]),
    (["Affton", "Sunset Hills"], "I've units in Affton and Sunset Hills and I've used them for years.",
     ["Affton", "Sunset Hills"]),
    (["Shawlands", "Govan"], "Lovely office staff, and easy enough to get to from Shawland.", ["Shawlands"]),
])
def test_reviewed_round_twenty_eight_areas(areas, text, found):
    assert Analyser({"categories": ["Law Firm"], "service_areas": areas}).analyse(text, 5)["service_areas"] == found


KAIMAI_HEAT_PUMPS = {"name": "Kaimai Heat Pumps & Air Ltd", "categories": ["HVAC Contractor", "Air Conditioning Contractor"],
                     "services": [
                         {"id": "install", "label": "Heat Pump Supply & Installation"},
                         {"id": "ducted", "label": "Ducted Heat Pump Design & Installation"},
                         {"id": "multi-split", "label": "Multi-Room & Multi-Split Solutions"},
                         {"id": "servicing", "label": "Annual Heat Pump Servicing & Deep Cleans"},
                         {"id": "repairs", "label": "Heat Pump Repairs & Fault Finding"},
                         {"id": "ventilation", "label": "Home Ventilation Systems"},
                         {"id": "commercial", "label": "Commercial Air Conditioning"},
                         {"id": "relocate", "label": "Heat Pump Relocations & Removals"}]}


@pytest.mark.parametrize("text, services", [
    # (cleaning up after a job is no cleaning service)
    ("Tevita and Brad had the two heat pumps in by 2pm and cleaned up after themselves. Lovely guys.", ["install"]),
    ("Had the heat pumps in both bedrooms serviced, filters cleaned.", ["servicing"]),
    ("The heat pump itself is great and the install looks neat, but nobody told us the outdoor unit would be under the "
     "bedroom window. Asked to have it moved and got quoted $650.",
     ["install", "relocate"]),
    # (how to use it is no job: not the thermostat)
    ("Got a new heat pump put in. Crew cleaned up after themselves and walked me through the remote settings.",
     ["install"]),
])
def test_reviewed_round_twenty_eight_heat_pump_jobs(text, services):
    assert Analyser(KAIMAI_HEAT_PUMPS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    ("Got a quote for a multi-split for our 4 bedroom house. $14k!!!", ["multi-split"]),
    ("Cheers for the multi split - three heads running off one outdoor unit.", ["multi-split"]),
    # (installing it is the kind's own, not the one installation's)
    ("Grant suggested instead a multi-split with three indoor units. The installation was done by Sione over two days.",
     ["multi-split"]),
])
def test_reviewed_round_twenty_eight_multi_splits(text, services):
    assert Analyser(KAIMAI_HEAT_PUMPS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    ("Another company had quoted us for a ducted system at a price that made my husband go quite pale. Grant "
     "suggested a multi-split instead.", ["multi-split"]),
    ("Salesman kept trying to add on a ventilation system we dont need. Got a multi-split.", ["multi-split"]),
])
def test_reviewed_round_twenty_eight_what_was_not_bought(text, services):
    assert Analyser(KAIMAI_HEAT_PUMPS).analyse(text, 5)["services"] == services


LEICESTER_FAMILY = {"categories": ["Family Law Attorney"], "services": [
    {"id": "divorce", "label": "Divorce & Dissolution of Civil Partnership"},
    {"id": "children", "label": "Child Arrangements & Contact Disputes"},
    {"id": "finances", "label": "Financial Settlements on Divorce"},
    {"id": "grandparents", "label": "Grandparents' Rights"},
    {"id": "consultation", "label": "Free 30-Minute Initial Consultation"}]}
GLASGOW_INJURY = {"categories": ["Personal Injury Solicitor"], "services": [
    {"id": "road-traffic", "label": "Road Traffic Accident Claims"},
    {"id": "clinical-negligence", "label": "Clinical & Medical Negligence"},
    {"id": "slip-trip", "label": "Slips, Trips & Public Liability"}]}
SEATTLE_IMMIGRATION = {"categories": ["Immigration Attorney"], "services": [
    {"id": "family-petitions", "label": "Family Petitions for Parents, Children & Siblings"},
    {"id": "naturalization", "label": "Citizenship & Naturalization"}]}


@pytest.mark.parametrize("business, text, services", [
    (LEICESTER_FAMILY, "Still waiting on my decree absolute.", ["divorce"]),
    (LEICESTER_FAMILY, "Our daughter-in-law stopped us seeing our grandchildren. We now see them every Saturday.",
     ["grandparents"]),
    (LEICESTER_FAMILY, "My ex was being right mardy about the house and the kids. Priya sorted the finances.",
     ["finances"]),
    (LEICESTER_FAMILY, "Had the free half hour with Ms Chauhan and paid for the pension advice.",
     ["finances", "consultation"]),
    (GLASGOW_INJURY, "Will got me £14k after a taxi door opened on me while I was cycling.", ["road-traffic"]),
    (GLASGOW_INJURY, "Off work for months after the bus driver braked hard and I went flying down the aisle.",
     ["road-traffic"]),
    (GLASGOW_INJURY, "After my mum's cancer was missed twice by her GP we didn't know where to turn.",
     ["clinical-negligence"]),
    (SEATTLE_IMMIGRATION, "Consultation on options for petitioning my brother.", ["family-petitions"]),
    (SEATTLE_IMMIGRATION, "Seun got my parents' immigrant visas approved in 14 months.", ["family-petitions"]),
])
def test_reviewed_round_twenty_eight_law_words(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    ("Quoted $3,800 for a single heat pump. Got a second quote for $2,600.", ["install"]),
    ("quoted us 14k for a heat pump, 2 other companies were at 9-10k.", ["install"]),
])
def test_reviewed_round_twenty_eight_a_price_for_a_heat_pump(text, services):
    assert Analyser(KAIMAI_HEAT_PUMPS).analyse(text, 1)["services"] == services


MACKAY_AIRCON = {"categories": ["Air Conditioning Contractor", "Air Conditioning Repair Service"], "services": [
    {"id": "split-install", "label": "Split System Supply & Installation"},
    {"id": "repairs", "label": "Air Conditioning Repairs & Fault Finding"},
    {"id": "servicing", "label": "Annual Servicing & Deep Clean"}]}


@pytest.mark.parametrize("text, services", [
    ("Duke was great, had our unit going again in 20 min. Cheers mate", ["repairs"]),
    ("4 stars cos the unit works now. But the attitude.", ["repairs"]),
    ("Second year on their maintenance plan. They turn up when they say, filters and coils cleaned.", ["servicing"]),
])
def test_reviewed_round_twenty_eight_the_unit_restored_and_coils_cleaned(text, services):
    assert Analyser(MACKAY_AIRCON).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    ("Wills were fine in the end but getting an appointment was a nightmare.", ["will-writing"]),
    ("they were brilliant with my mums will and lasting power of attorney", ["will-writing", "lpa"]),
])
def test_reviewed_round_twenty_eight_wills_said_plainly(text, services):
    business = {"categories": ["Estate Planning Attorney"], "services": [
        {"id": "will-writing", "label": "Will Writing"}, {"id": "lpa", "label": "Lasting Powers of Attorney"},
        {"id": "disputes", "label": "Contested Wills & Inheritance Disputes"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


def test_reviewed_round_twenty_eight_mixed_first():
    text = ("Mixed. The price was fair, but the solicitor was 20 minutes late and seemed distracted, kept checking his "
            "phone.")
    assert Analyser({"categories": ["Estate Planning Attorney"]}).analyse(text, 3)["sentiment"] == "neutral"


def test_reviewed_round_twenty_eight_an_electricians_multi_split():
    # (the multi-split entry stands beside the heat pumps in every trade that installs them, a New Zealand
    # electrician's too)
    business = {"categories": ["Electrician"], "services": [
        {"id": "heat-pumps", "label": "Heat Pump Supply & Install"},
        {"id": "multi", "label": "Multi-Room & Multi-Split Solutions"}]}
    text = "Got a quote for a multi-split for our three bedrooms."
    assert Analyser(business).analyse(text, 5)["services"] == ["multi"]


# ---------------------------------------------------------------- round twenty-nine (dev287-dev289)

CARDIFF_ESTATE_PLANNING = {"name": "Castell Wills, Trusts & Probate", "categories": ["Estate Planning Solicitor", "Law Firm"],
                 "services": [
    {"id": "will-writing", "label": "Will Writing & Updates"},
    {"id": "lpa", "label": "Lasting Powers of Attorney"},
    {"id": "probate", "label": "Probate & Estate Administration"},
    {"id": "trusts", "label": "Trusts & Asset Protection"},
    {"id": "contested", "label": "Contested Wills & Inheritance Disputes"},
    {"id": "iht", "label": "Inheritance Tax Planning"},
    {"id": "deputyship", "label": "Court of Protection Deputyship"},
    {"id": "home-visits", "label": "We Come To You: Home & Hospital Visits"}]}


@pytest.mark.parametrize("text, services", [
    # (the will is the will writing only by its group's shared word, which lies inside the contest)
    ("We contested my stepmother's will because Dad changed it three weeks before he died.", ["contested"]),
    ("A meeting about contesting my uncle's will. Asked me the same questions twice.", ["contested"]),
    ("My brother hired some flashy firm from Penarth to fight Mum's will. We won.", ["contested"]),
    # (said outside the contest it is still the will writing)
    ("They did my will as well. We contested my stepmother's will.", ["will-writing", "contested"]),
])
def test_reviewed_round_twenty_nine_a_will_contested_is_not_written(text, services):
    assert Analyser(CARDIFF_ESTATE_PLANNING).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("areas, text, found", [
    (["Stoke", "Mapua"], "Moved out from Stoke-on-Trent last year. Installed in Mapua just before winter.", ["Mapua"]),
    (["Easton", "Clifton"], "Living out at Easton-in-Gordano I assumed I'd need a Portishead firm.", []),
    (["Yeppoon", "Gracemere"], "Got ducted put through the whole house out at Yepoon.", ["Yeppoon"]),
    (["Llandaff", "Canton"], "We had his funeral at Llandaf and the girls even sent a card.", ["Llandaff"]),
    # (a doubled letter written once is a slip where a place goes, in lower case too)
    (["Socorro", "Canutillo"], "capaciter was bad, swapped it, done. realy apreciate you guys. socoro area", ["Socorro"]),
    (["Park Avenue", "Allenstown"], "mum lives at park ave in a unit and her old wall box was dying", ["Park Avenue"]),
    # a place denied, set against another
    (["Glendale", "Mesa"], "Slipped at a store on Glendale Ave (central Phoenix, not Glendale).", []),
    (["Douglas", "Cork"], "Bought a 2-bed apartment on Douglas Street (city centre, not Douglas!) with their help.", []),
    (["Chandler", "Mesa"], "We live in Mesa, not Chandler.", ["Mesa"]),
])
def test_reviewed_round_twenty_nine_areas(areas, text, found):
    assert Analyser({"service_areas": areas}).analyse(text, 5)["service_areas"] == found


NELSON_HEAT_PUMPS = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
    {"id": "heat-pump-servicing", "label": "Heat Pump Servicing & Cleaning"},
    {"id": "heat-pump-repairs", "label": "Heat Pump Repairs & Fault Finding"},
    {"id": "ducted-heating", "label": "Ducted Whole-Home Heating"},
    {"id": "home-ventilation", "label": "Balanced-Pressure Home Ventilation"},
    {"id": "extractor-fans", "label": "Bathroom & Kitchen Extraction Fans"},
    {"id": "commercial-aircon", "label": "Commercial Air Conditioning"},
    {"id": "relocation", "label": "Heat Pump Relocation & Removal"},
    {"id": "healthy-homes", "label": "Healthy Homes Heating Assessments"}]}


@pytest.mark.parametrize("text, services", [
    ("Hamish was mint. Fixed the drip from the indoor unit in 15 mins flat.", ["heat-pump-repairs"]),
    # (a part tried, the fault still there: no new unit)
    ("Outdoor unit still rattles after two visits. Hamish reckoned it was the bracket, replaced it, still rattles. "
     "Nice enough guy but it's not fixed and I've paid call-out twice.", ["heat-pump-repairs"]),
])
def test_reviewed_round_twenty_nine_heat_pump_halves_mended(text, services):
    assert Analyser(NELSON_HEAT_PUMPS).analyse(text, 5)["services"] == services


ROCKHAMPTON_SPLIT_SYSTEMS = {"categories": ["Air Conditioning Contractor", "HVAC Contractor"], "services": [
    {"id": "split-install", "label": "Split System Supply & Installation"},
    {"id": "ducted", "label": "Ducted Air Conditioning"},
    {"id": "service-clean", "label": "Air Con Servicing & Deep Cleaning"},
    {"id": "repairs", "label": "Breakdown Repairs (All Brands)"},
    {"id": "emergency", "label": "24/7 Emergency Callouts"},
    {"id": "commercial", "label": "Commercial Refrigeration & Cool Rooms"},
    {"id": "regas", "label": "Gas Leak Detection & Re-Gas"},
    {"id": "upgrade", "label": "Old Unit Removal & Upgrades"},
    {"id": "property-managers", "label": "Landlord & Property Manager Maintenance Plans"}]}


@pytest.mark.parametrize("text, services", [
    ("But $189 callout just to tell me the capacitor was stuffed, then another $240 on top.", ["repairs"]),
    ("Still waiting on the warranty part for our unit, 5 weeks now.", ["repairs"]),
])
def test_reviewed_round_twenty_nine_a_part_stuffed_or_awaited(text, services):
    assert Analyser(ROCKHAMPTON_SPLIT_SYSTEMS).analyse(text, 5)["services"] == services


BRISTOL_FAMILY = {"categories": ["Family Law Attorney", "Law Firm"], "services": [
    {"id": "divorce", "label": "Divorce & Dissolution of Civil Partnership"},
    {"id": "child-arrangements", "label": "Child Arrangements & Contact Disputes"},
    {"id": "finances", "label": "Financial Settlements & Consent Orders"},
    {"id": "prenup", "label": "Prenuptial & Postnuptial Agreements"},
    {"id": "protective-orders", "label": "Non-Molestation & Occupation Orders"},
    {"id": "cohabitation", "label": "Cohabiting Couples & Property Disputes"},
    {"id": "mediation", "label": "Family Mediation & MIAMs"},
    {"id": "grandparents", "label": "Grandparents' Rights"},
    {"id": "consultation", "label": "Fixed-Fee Initial Consultation"}]}


@pytest.mark.parametrize("text, services", [
    ("Sunita handled my divorce and the financial side from start to finish.", ["divorce", "finances"]),
    ("We agreed the finances through their mediation service in the end.", ["finances", "mediation"]),
])
def test_reviewed_round_twenty_nine_the_finances(text, services):
    assert Analyser(BRISTOL_FAMILY).analyse(text, 5)["services"] == services


def test_reviewed_round_twenty_nine_the_burden_taken_and_the_delay_laid_elsewhere():
    text = ("Deputyship application for my brother after his brain injury. The Court of Protection forms are a "
            "nightmare, Farah took it all off my hands. Took a while but that's the court, not them.")
    assert Analyser(CARDIFF_ESTATE_PLANNING).analyse(text, 5)["sentiment"] == "positive"


PHOENIX_INJURY = {"categories": ["Personal Injury Attorney", "Law Firm"], "services": [
    {"id": "car-accidents", "label": "Car Accident Claims"},
    {"id": "truck-accidents", "label": "Truck & 18-Wheeler Accidents"},
    {"id": "motorcycle", "label": "Motorcycle Accident Injuries"},
    {"id": "slip-fall", "label": "Slip & Fall / Premises Liability"},
    {"id": "dog-bites", "label": "Dog Bite Injuries"},
    {"id": "wrongful-death", "label": "Wrongful Death Claims"},
    {"id": "pedestrian-bicycle", "label": "Pedestrian & Bicycle Accidents"},
    {"id": "rideshare", "label": "Uber & Lyft Accident Claims"},
    {"id": "brain-injury", "label": "Catastrophic & Brain Injury Cases"}]}


@pytest.mark.parametrize("text, services", [
    ("Our neighbor's dog went for my 6 year old at the park.", ["dog-bites"]),
    ("A dog went for me while I was walking through the park.", ["dog-bites"]),
])
def test_reviewed_round_twenty_nine_a_dog_went_for_them(text, services):
    assert Analyser(PHOENIX_INJURY).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    ("Waited 3 weeks for an install date, then they cancelled the day before. Unit works fine now.",
     ["heat-pump-install"]),
])
def test_reviewed_round_twenty_nine_an_install_date_waited_for(text, services):
    assert Analyser(NELSON_HEAT_PUMPS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    ("Swapped out our ancient Fujitsu for a new Daikin, took the old one away with them and even hoovered up after.",
     ["replacement"]),
    # (not one left behind)
    ("Really happy with our new heat pump. Only docking a star because they didn't take the old unit away.",
     ["install"]),
])
def test_reviewed_round_twenty_nine_the_old_one_taken_away(text, services):
    business = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "install", "label": "Heat Pump Supply & Installation"},
        {"id": "repairs", "label": "Repairs & Fault Finding"},
        {"id": "replacement", "label": "Old Unit Removal & Replacement"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


# Round thirty.

SUNSHINE_AIRCON = {"categories": ["Air Conditioning Contractor"], "services": [
    {"id": "split-system-installation", "label": "Split System Installation"},
    {"id": "ducted-installation", "label": "Ducted System Installation"},
    {"id": "aircon-repairs", "label": "Air Conditioning Repairs"},
    {"id": "aircon-servicing", "label": "Air Conditioner Servicing & Cleaning"},
    {"id": "regas-leak-detection", "label": "Regas & Leak Detection"},
    {"id": "thermostat", "label": "Smart Thermostat Installation"}]}


@pytest.mark.parametrize("text, services", [
    ("Fast, friendly and knew their stuff. Ducted back up and running in Sippy Downs same day.", ["aircon-repairs"]),
    ("Replaced our compressor and the AC is ice cold again. They also swapped the thermostat.",
     ["aircon-repairs", "thermostat"]),
    # (a new one working is no repair)
    ("New ducted system went in over two days, clean job.", ["ducted-installation"]),
])
def test_reviewed_round_thirty_working_again(text, services):
    assert Analyser(SUNSHINE_AIRCON).analyse(text, 5)["services"] == services


GOLD_COAST_SPARKS = {"categories": ["Electrician", "Electrical Contractor"], "services": [
    {"id": "switchboard-upgrades", "label": "Switchboard Upgrades"},
    {"id": "safety-switch-installation", "label": "Safety Switch (RCD) Installation"},
    {"id": "led-lighting", "label": "LED Lighting & Downlights"},
    {"id": "power-points", "label": "Power Point Installation & Repairs"},
    {"id": "fault-finding", "label": "Fault Finding & Emergency Repairs"}]}


@pytest.mark.parametrize("text, services", [
    ("The big outfit wanted to sell us a whole new switchboard. This lot found one faulty breaker and swapped it.",
     ["fault-finding"]),
    ("Was fully expecting to be told we needed a whole new switchboard but the young guy just replaced the one "
     "dodgy breaker.", ["fault-finding"]),
    ("Got quoted for a full switchboard replacement by another company. Pearson said it only needed one breaker "
     "swapped.", ["fault-finding"]),
    # (the one they did sell stays)
    ("They upgraded our old switchboard, tidy job.", ["switchboard-upgrades"]),
])
def test_reviewed_round_thirty_a_new_one_offered_or_feared(text, services):
    assert Analyser(GOLD_COAST_SPARKS).analyse(text, 5)["services"] == services


HAWKES_BAY_HEAT_PUMPS = {"categories": ["HVAC Contractor", "Heat Pump Supplier"], "services": [
    {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
    {"id": "servicing", "label": "Heat Pump Servicing & Deep Cleans"},
    {"id": "repairs", "label": "Breakdown Repairs & Fault Finding"}]}


@pytest.mark.parametrize("text, services", [
    ("Honestly couldn't fault them. On time, no mess left, and the new unit is whisper quiet.", ["heat-pump-install"]),
    ("Fast, fair, friendly. Couldn't fault them.", []),
    ("Nothing to fault, Brodie's a top bloke.", []),
    # (a fault found still is one)
    ("Heat pump kept tripping, Rawiri found the fault in ten minutes.", ["repairs"]),
    ("Rawiri found the fault with the heat pump in ten minutes.", ["repairs"]),
    ("The tech found the problem with our heat pump quick.", ["repairs"]),
])
def test_reviewed_round_thirty_no_fault_found_with_them(text, services):
    assert Analyser(HAWKES_BAY_HEAT_PUMPS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    ("The unit they installed in January hums all night.", ["heat-pump-install"]),
    ("Avoid. The unit they put in stopped heating after 14 months.", ["heat-pump-install", "repairs"]),
    ("Tavita installed a new unit for Mum in her flat.", ["heat-pump-install"]),
    ("Ravi recommended a coastal coated one. New unit went in the following week.", ["heat-pump-install"]),
    ("Rawhiri and his offsider put two high walls in at my mum's.", ["heat-pump-install"]),
    ("Mark put a small unit in the living room so we were compliant.", ["heat-pump-install"]),
    # (a part put in is no unit)
    ("He swapped the fan motor and it is quiet now.", ["repairs"]),
])
def test_reviewed_round_thirty_the_unit_they_put_in(text, services):
    assert Analyser(HAWKES_BAY_HEAT_PUMPS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    ("We came in not knowing anything about the petition for my stepson.", ["family"]),
    ("Both my parents' petitions got approved.", ["family"]),
    ("Another office messed up my husbands petition and he got a denial.", ["family"]),
    ("Me ayudaron con la petición para mi hija.", ["family"]),
])
def test_reviewed_round_thirty_a_relatives_petition(text, services):
    assert Analyser(DALLAS_IMMIGRATION).analyse(text, 5)["services"] == services


def test_each_business_fixture_is_named_once():
    # A second fixture under a name already taken silently replaces the first for every test that named it,
    # earlier rounds' too; six rounds did so before this test.
    import ast
    import pathlib
    names = [target.id for node in ast.parse(pathlib.Path(__file__).read_text()).body if isinstance(node, ast.Assign)
             for target in node.targets if isinstance(target, ast.Name)]
    assert sorted({name for name in names if names.count(name) > 1}) == []


@pytest.mark.parametrize("text, services", [
    ("Mrs Guthrie was kindness itself when my Jim died and sorted out all his affairs for me.", ["probate"]),
    ("They wound up Dad's affairs within a year of his death.", ["probate"]),
    ("Thank you for looking after Mum's affairs with such care after she passed.", ["probate"]),
    ("Dealt with imran and mark for my aunties estate, both very good.", ["probate"]),
    # (a living person's affairs are no estate)
    ("They sorted out Mum's affairs when her memory started going.", []),
])
def test_reviewed_round_thirty_the_affairs_of_one_who_died(text, services):
    assert Analyser(CARDIFF_WILLS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("areas, text, found", [
    (["Sunnyside", "Fresno"], "Tou come and fix my dad air conditioner in sunny side.", ["Sunnyside"]),
    (["Greenmeadows", "Taradale"], "Heat pump hot water unit at our place in green meadows.", ["Greenmeadows"]),
    # ("down" is where a place goes as "in" is)
    (["Castlecliff", "Aramoho"], "Weve got a rental down castle cliff and the tenant rang.", ["Castlecliff"]),
    # (an idiom of the same words is none)
    (["Plainview"], "Any problems with their work would be in plain view, and there aren't any.", []),
    # (nor are a short word's: "in new town" is no Newtown)
    (["Newtown"], "Life in a new town is hard.", []),
])
def test_reviewed_round_thirty_a_name_written_apart(areas, text, found):
    assert Analyser({"service_areas": areas}).analyse(text, 5)["service_areas"] == found


@pytest.mark.parametrize("areas, text, found", [
    (["Grandview Heights", "Clintonville"], "Our place in grandview was so dry.", ["Grandview Heights"]),
    (["Pearl District", "Hawthorne"], "got back pay for me and 11 coworkers at a restaurant in the pearl",
     ["Pearl District"]),
    # (a place's common word is not so heard: "in summit" is no Summit Park, "In Summit" is)
    (["Summit Park"], "Everyone in summit was happy.", []),
    (["Summit Park"], "Everyone in Summit was happy.", ["Summit Park"]),
])
def test_reviewed_round_thirty_a_short_name_in_lower_case(areas, text, found):
    assert Analyser({"service_areas": areas}).analyse(text, 5)["service_areas"] == found


MACKAY_AIR_AND_REFRIGERATION = {"categories": ["HVAC Contractor", "Refrigeration Service"], "services": [
    {"id": "split-install", "label": "Split System Supply & Install"},
    {"id": "ac-repair", "label": "Air Conditioning Repairs"},
    {"id": "ac-service", "label": "Air Con Cleaning & Servicing"},
    {"id": "fridge-repair", "label": "Commercial Fridge & Freezer Repairs"}]}


@pytest.mark.parametrize("text, services", [
    # (an HVAC contractor's air conditioners, installed and serviced by labels of their own, are looked after as its
    # heat pumps are: the aircon broken down is its repair, not its servicing)
    ("Aircon in the bedroom died the night before a 34 degree day. Dead capacitor, fixed in half an hour.",
     ["ac-repair"]),
    ("Sorted the old aircon in the granny flat thats been dying since last summer.", ["ac-repair"]),
    ("Had the aircon serviced and the filters cleaned, tidy job.", ["ac-service"]),
])
def test_reviewed_round_thirty_an_hvac_contractors_air_conditioners(text, services):
    assert Analyser(MACKAY_AIR_AND_REFRIGERATION).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    ("Rang for a quote on a new split because the old Fujitsu was barely cooling. Tevita said there's nothing wrong "
     "with it that a regas won't fix.", ["ac-repair"]),
    # (the quote taken is the job)
    ("Rang for a quote on a new split for the lounge and Tevita had it in the same week.", ["split-install"]),
])
def test_reviewed_round_thirty_a_quote_for_new_when_less_was_needed(text, services):
    assert Analyser(MACKAY_AIR_AND_REFRIGERATION).analyse(text, 5)["services"] == services


TAMPA_ESTATE_PLANNING = {"categories": ["Estate Planning Attorney", "Law Firm"], "services": [
    {"id": "wills", "label": "Last Wills & Testaments"},
    {"id": "revocable-trusts", "label": "Revocable Living Trusts"},
    {"id": "special-needs-trusts", "label": "Special Needs Trust Planning"},
    {"id": "estate-litigation", "label": "Contested Estates & Will Disputes"}]}


@pytest.mark.parametrize("text, services", [
    ("Fine. Got the basic wills we asked for.", ["wills"]),
    ("Came to them after my stepmother got dad to change his will two weeks before he died.", ["estate-litigation"]),
    ("My brother got mum to change her will when she already had dementia.", ["estate-litigation"]),
])
def test_reviewed_round_thirty_last_wills_and_a_will_changed_at_someones_bidding(text, services):
    assert Analyser(TAMPA_ESTATE_PLANNING).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("areas, text, found", [
    (["Havelock North", "Flaxmere"], "We bought an old 1950s bungalow up in Havelock Nth.", ["Havelock North"]),
    (["South Melbourne"], "Our flat in Sth Melbourne was freezing.", ["South Melbourne"]),
    # (a name signed off with a kiss is the writer's)
    (["Clive", "Mahora"], "Only paid about $900 ourselves. Installer was lovely. Clive x", []),
    (["Clive", "Mahora"], "Did Mum's place in Clive last week.", ["Clive"]),
])
def test_reviewed_round_thirty_north_in_its_consonants_and_a_kiss(areas, text, found):
    assert Analyser({"service_areas": areas}).analyse(text, 5)["service_areas"] == found


@pytest.mark.parametrize("text, rating, sentiment", [
    ("Fantastic effort. New heat pump installed on the Tuesday, water running down the inside of the wall by "
     "Thursday. Really loving the brown stain on the wallpaper we put up in March. Top notch work boys, truly.", 1,
     "negative"),
    # (the damage put right is praise still)
    ("Water was pouring through the ceiling at 11pm and Hamish was here before midnight. Legend.", 5, "positive"),
])
def test_reviewed_round_thirty_sarcasm_over_damage(text, rating, sentiment):
    assert Analyser(HAWKES_BAY_HEAT_PUMPS).analyse(text, rating)["sentiment"] == sentiment


def test_reviewed_round_thirty_great_job_doing_it_wrong():
    text = ("Great job drilling through the wrong wall. Really impressed. Now we've got a hole in the kids' bedroom that "
            "goes nowhere and a unit sitting 40cm lower than what we agreed. The installer, Dean I think his name was, "
            "just shrugged. Brilliant.")
    assert Analyser(HAWKES_BAY_HEAT_PUMPS).analyse(text, 5)["aspects"]["quality_of_work"] == "negative"


@pytest.mark.parametrize("areas, text, found", [
    # (another place's, named with the time since: "in Sydney back in Feb")
    (["Annandale", "Hermit Park"], "We moved up from Annandale in Sydney back in Feb and bought in Hermit Park.",
     ["Hermit Park"]),
    # (a walk is a road: "Leith Walk")
    (["Leith", "Currie"], "office is at the top of leith walk. came in from currie to sign my will.", ["Currie"]),
])
def test_reviewed_round_thirty_another_places_and_a_walk(areas, text, found):
    assert Analyser({"service_areas": areas}).analyse(text, 5)["service_areas"] == found


TOWNSVILLE_OLD_UNIT_REMOVAL = {"categories": ["Air Conditioning Contractor", "HVAC Contractor"], "services": [
    {"id": "split-install", "label": "Split System Supply & Install"},
    {"id": "repairs", "label": "Aircon Repairs & Fault Finding"},
    {"id": "servicing", "label": "Chemical Deep Clean & Servicing"},
    {"id": "removal", "label": "Old Unit Removal & Disposal"}]}


@pytest.mark.parametrize("text, services", [
    ("New split went in spot on. Only thing is the old outdoor unit they said they'd take away is still sitting "
     "beside my carport.", ["split-install", "removal"]),
    ("Ended up with a daikin 7kw for the loungeroom and its perfect.", ["split-install"]),
    ("They were out Tuesday morning and the unit had a new fan motor by lunch.", ["repairs"]),
])
def test_reviewed_round_thirty_a_make_chosen_a_part_new_and_the_old_one_away(text, services):
    assert Analyser(TOWNSVILLE_OLD_UNIT_REMOVAL).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    ("Grant and his offsider put a Mitsi in our lounge last week.", ["heat-pump-install"]),
    ("Was worried about getting the heat pump shifted during our reno but it went fine.", ["relocation"]),
])
def test_reviewed_round_thirty_a_mitsi_put_in_and_a_heat_pump_shifted(text, services):
    business = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
        {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
        {"id": "repairs", "label": "Breakdown Repairs & Fault Finding"},
        {"id": "relocation", "label": "Heat Pump Relocation & Removal"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


# Round thirty-one.
TAMPA_LIVING_TRUSTS = {"categories": ["Estate Planning Attorney", "Law Firm"], "services": [
    {"id": "wills", "label": "Last Wills & Testaments"},
    {"id": "revocable-trusts", "label": "Revocable Living Trusts"},
    {"id": "probate", "label": "Probate & Estate Administration"},
    {"id": "special-needs-trusts", "label": "Special Needs Trust Planning"},
    {"id": "estate-litigation", "label": "Contested Estates & Will Disputes"}]}


@pytest.mark.parametrize("text, services", [
    # (a plural head noun is heard whole, though its stem "will" is another label's word too)
    ("Will Harrington did our wills and a revocable trust after baby number two arrived. Easy.",
     ["wills", "revocable-trusts"]),
    ("They said they will call back. They did not. The trust is done now anyway.", ["revocable-trusts"]),
    ("My brother contested dad's will and they got it thrown out.", ["estate-litigation"]),
])
def test_reviewed_round_thirty_one_wills_beside_will_disputes(text, services):
    assert Analyser(TAMPA_LIVING_TRUSTS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, rating, sentiment", [
    # (the praise a shouted "BUT" turns from is conceded, as before a "but" within a sentence)
    ("The new heat pump is excellent and the install looks tidy. BUT they said Monday morning and rocked up at 4pm "
     "on Tuesday with no phone call in between. I'd taken the morning off work for nothing. Sort your scheduling "
     "out.", 4, "negative"),
    ("The wall unit itself is tidy and cools the lounge no worries. BUT they left a hole in the eave where the old "
     "unit came out, plus a pile of offcuts down the side of the house.", 4, "negative"),
    # (a "but" in lower case is no shout, and the complaint it turns from is not conceded)
    ("The wall unit itself is tidy and cools the lounge no worries. But they were a bit late.", 4, "positive"),
])
def test_reviewed_round_thirty_one_a_shouted_but_turns_from_the_sentence_before(text, rating, sentiment):
    assert Analyser(HAWKES_BAY_HEAT_PUMPS).analyse(text, rating)["sentiment"] == sentiment


BUNDABERG_SPARKS = {"categories": ["Electrician", "Air Conditioning Contractor"], "services": [
    {"id": "general-electrical", "label": "General Electrical Repairs"},
    {"id": "switchboard", "label": "Switchboard Upgrades & Safety Switches"},
    {"id": "split-install", "label": "Split System Supply & Install"}]}


@pytest.mark.parametrize("text, rating, sentiment", [
    # (the safety switch is a device, no praise; "10/10 would get electrocuted again" is irony)
    ("Great job. Really. Came to fix ONE dead light on the patio and now the whole back half of the house trips the "
     "safety switch every time it rains. Fantastic work lads, 10/10 would get electrocuted again.", 1, "negative"),
    # (stars asked for, not given)
    ("not sure what the stars are for, I just wanted to leave a comment. Marek was brilliant helping us with Dad's "
     "estate and always rang back the same day.", 1, "positive"),
])
def test_reviewed_round_thirty_one_irony_and_stars_not_meant(text, rating, sentiment):
    assert Analyser(BUNDABERG_SPARKS).analyse(text, rating)["sentiment"] == sentiment


@pytest.mark.parametrize("text, services", [
    # (the label's job that is no upgrade is heard by its own words ...)
    ("Mum got a grant through the Home Assist scheme to put safety switches in, and these guys did the job.",
     ["switchboard"]),
    # (... not where it is what failed)
    ("Half the house lost power. Turned out the safety switch kept tripping because of a dodgy outdoor power point.",
     ["general-electrical"]),
])
def test_reviewed_round_thirty_one_safety_switches_beside_switchboard_upgrades(text, services):
    assert Analyser(BUNDABERG_SPARKS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("areas, text, found", [
    # (another place of the same name, told apart as that other one ...)
    (["Westbury-on-Trym", "Henleaze"], "We came over from Westbury (the Wiltshire one) because a friend recommended "
     "them.", []),
    (["Deer Valley", "Arcadia"], "My wife surprised me with a ski trip to Deer Valley (the one in Utah lol).", []),
    # (... but the home one, told apart from a famous other)
    (["Hollywood", "Pearl District"], "I'm a nurse at a hospital near Hollywood (the Portland one, not LA lol).",
     ["Hollywood"]),
    # (someone introduced by name; a part of a thing; a verb)
    (["Kirkwood", "Midtown"], "My employer's lawyer, a real piece of work named Kirkwood, tried to claim I was hurt.",
     []),
    (["West End", "Midtown"], "Tripped on a broken stair, the one on the west end of the property.", []),
    (["Stoke", "Richmond"], "We hardly light the fire anymore - used to stoke the thing every night.", []),
    (["Stoke", "Richmond"], "Our place out in stoke gets cold.", ["Stoke"]),
])
def test_reviewed_round_thirty_one_the_other_one_a_name_a_part_and_a_verb(areas, text, found):
    assert Analyser({"service_areas": areas}).analyse(text, 5)["service_areas"] == found


@pytest.mark.parametrize("text, rating, sentiment", [
    # (five stars "for making me wait" are irony, and the bare praise after it; a retainer paid up front is no
    # price told up front)
    ("Wow, 5 stars for making me wait 7 months for a callback. Really amazing service. Paid the full retainer for my "
     "wife's green card up front and the I-130 just sat on someone's desk. It only got filed after I showed up in "
     "person at the office and refused to leave.", 5, "negative"),
    # (news come upon in a bill, not told)
    ("AC works great now and Ignacio clearly knew his stuff. But nobody told me there was a $129 diagnostic fee on top "
     "of the repair, I found out from the invoice. Should have been upfront about that. Kind of soured the whole "
     "thing.", 4, "negative"),
    ("Rip off.", None, "negative"),
])
def test_reviewed_round_thirty_one_five_stars_for_making_me_wait(text, rating, sentiment):
    assert Analyser({}).analyse(text, rating)["sentiment"] == sentiment


def test_reviewed_round_thirty_one_voicemail_every_time():
    text = "Called Marcus six times in two months, voicemail every single time."
    assert Analyser({}).analyse(text)["sentiment"] == "negative"


SOUTHLAND_HEAT_PUMPS = {"categories": ["HVAC Contractor", "Heat Pump Supplier"], "services": [
    {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
    {"id": "ducted", "label": "Ducted Whole-Home Heating"},
    {"id": "servicing", "label": "Annual Heat Pump Servicing & Filter Cleans"},
    {"id": "repairs", "label": "Breakdown Repairs & Fault Finding"},
    {"id": "warmer-homes", "label": "Warmer Kiwi Homes Subsidised Installs"},
    {"id": "commercial", "label": "Commercial Heating & Cooling"}]}


@pytest.mark.parametrize("text, services", [
    # (the device said with nothing done to it, where nothing failed, is what was bought ...)
    ("Great crew, knew their stuff, tidied up after themselves and the heat pump's going great guns. I never give 5 "
     "stars to anyone.", ["heat-pump-install"]),
    # (... not one a part is ordered for, nor another firm's)
    ("Tech had a look at the heat pump and said he'd need to order a part. Office never rang.", ["repairs"]),
    ("Nobody called back. Went with another heat pump company in the end.", []),
])
def test_reviewed_round_thirty_one_the_device_said_plainly_is_what_was_bought(text, services):
    assert Analyser(SOUTHLAND_HEAT_PUMPS).analyse(text, 3)["services"] == services


@pytest.mark.parametrize("areas, text, found", [
    # (a short word of a two-word name with its doubled letter written once, beside the other word as declared)
    (["Enner Glynn", "Atawhai"], "We're in a two-storey house up in Enner Glyn, and for years we had a gas fire.",
     ["Enner Glynn"]),
    (["Paradise Hills", "Nob Hill"], "ac tune up at our place in paradise hils, tech was on time.", ["Paradise Hills"]),
    # (not another letter for one: "Glen Parks" is no slip of a doubled letter)
    (["Glen Park", "Atawhai"], "we live in glen pork now", []),
])
def test_reviewed_round_thirty_one_a_doubled_letter_written_once_in_a_two_word_name(areas, text, found):
    assert Analyser({"service_areas": areas}).analyse(text, 5)["service_areas"] == found


BRISTOL_WILLS = {"categories": ["Solicitor", "Estate Planning Attorney"], "technicians": ["Will Thornbury", "Rajinder Sahota"],
                 "services": [
    {"id": "wills", "label": "Will Writing & Updating"},
    {"id": "probate", "label": "Probate & Estate Administration"},
    {"id": "contested-wills", "label": "Contested Wills & Inheritance Act Claims"},
    {"id": "trusts", "label": "Trusts & Tax-Efficient Estate Planning"},
    {"id": "home-visits", "label": "Home & Hospital Visits"}]}


@pytest.mark.parametrize("text, services", [
    # (a person named by a job's word is no job; a will said not to be valid is contested)
    ("Went to Will Thornbury after my brother tried to claim Mum's will wasn't valid. Will was calm and got straight "
     "to the point.", ["contested-wills"]),
    # (what one who died left in theirs is no will writing)
    ("Inheritance Act claim for my kids after their father left them nothing in his will.", ["contested-wills"]),
    # (a relative's will, the apostrophe left out, is the job)
    ("rajinder came out to the house to do mums will as she cant get about now.", ["wills", "home-visits"]),
    # (and the will's name lower case, or at a sentence's start, is still the will)
    ("Will Thornbury sorted our wills in a fortnight.", ["wills"]),
])
def test_reviewed_round_thirty_one_will_the_solicitor_and_wills(text, services):
    assert Analyser(BRISTOL_WILLS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    ("Moved up from Brissie and needed the smokes sorted before the tenants moved in.", ["smoke-alarms"]),
    ("Had to step outside for a couple of smokes while they worked.", []),
])
def test_reviewed_round_thirty_one_the_smokes_sorted(text, services):
    business = {"categories": ["Electrician"], "services": [
        {"id": "general-electrical", "label": "General Electrical, Power Points & Fault Finding"},
        {"id": "smoke-alarms", "label": "Smoke Alarm Compliance for Homes & Rentals"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    # (a car door opened in front of one on a bike is a cyclist's accident)
    ("ok so i was on my bike going down edgewood and a car door opened right in front of me, broke my collarbone.",
     ["pedestrian"]),
    ("I was on my bike heading home on the interstate when a truck merged into me.", ["motorcycle"]),
])
def test_reviewed_round_thirty_one_a_door_opened_in_front_of_a_bike(text, services):
    business = {"categories": ["Personal Injury Attorney", "Law Firm"], "services": [
        {"id": "motorcycle", "label": "Motorcycle Crash Representation"},
        {"id": "pedestrian", "label": "Pedestrian & Bicycle Accidents"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


def test_reviewed_round_thirty_one_came_out_to_a_relatives_home():
    text = "Rajinder came out to Dad's house in Knowle to witness his will."
    assert "home-visits" in Analyser(BRISTOL_WILLS).analyse(text, 5)["services"]


@pytest.mark.parametrize("text", [
    "Turned out the existing system just needed a new controller board. Saved us thousands.",
    "Had it going again within the hour, turned out the pcb board was fried and he had one in the van.",
])
def test_reviewed_round_thirty_one_a_controller_board_is_a_working_part(text):
    assert "repairs" in Analyser(SOUTHLAND_HEAT_PUMPS).analyse(text, 5)["services"]


# Round thirty-two.

TAMPA_COOLING = {"categories": ["Air Conditioning Repair Service", "HVAC Contractor"], "services": [
    {"id": "ac-repair", "label": "AC Repair & Diagnostics"},
    {"id": "ac-install", "label": "New AC System Installation"},
    {"id": "duct-cleaning", "label": "Duct Cleaning & Sanitizing"}]}


@pytest.mark.parametrize("text, services", [
    # (the cooling back, told with no unit named, is the AC's repair)
    ("Came out same day. Cold air again!!! Thank you", ["ac-repair"]),
    ("Ice cold again. Thanks Deshawn", ["ac-repair"]),
    ("Work was fine, unit's blowing cold. Price was higher than the other quotes.", ["ac-repair"]),
    ("Unit works now, I'll give them that.", ["ac-repair"]),
    # (and the cooling missed)
    ("4 days to come out for a no-cool in July when we're priority members?", ["ac-repair"]),
    ("Another weekend sweating in my own living room. The part is still on order.", ["ac-repair"]),
    ("Nobody came. House was 88 degrees with a newborn.", ["ac-repair"]),
    # (not a cold drink, nor the cold not back)
    ("Tech turned down a cold drink again, such a pro.", []),
])
def test_reviewed_round_thirty_two_the_cooling_back_or_missed_is_the_ac(text, services):
    assert Analyser(TAMPA_COOLING).analyse(text, 5)["services"] == services


BIRMINGHAM_FAMILY_LAW = {"categories": ["Family Law Attorney", "Law Firm"], "services": [
    {"id": "divorce", "label": "Divorce & Dissolution"},
    {"id": "child-arrangements", "label": "Child Arrangements Orders"},
    {"id": "injunctions", "label": "Domestic Abuse Injunctions"},
    {"id": "prenups", "label": "Pre-Nuptial Agreements"}]}


@pytest.mark.parametrize("text, services", [
    # (a label's "Domestic Abuse Injunctions" is the protective orders', told as England tells them)
    ("Got the non molestation order extended for another year.", ["injunctions"]),
    ("Helped my sister get an occupation order so her ex had to leave the flat.", ["injunctions"]),
    # (its "Pre-Nuptial" is the prenup's)
    ("Sorted my prenup in about three weeks before the wedding.", ["prenups"]),
    # (a contact order is the arrangements for a child; a no-contact order is protective)
    ("I was promised a call back about my contact order and I'm still waiting.", ["child-arrangements"]),
])
def test_reviewed_round_thirty_two_englands_family_orders(text, services):
    assert Analyser(BIRMINGHAM_FAMILY_LAW).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, areas", [
    # (the place's beach, beside which one lives, is the place)
    ("We're right out by Castlecliff Beach and the salt air is hard on outdoor units.", ["Castlecliff"]),
    ("We live a stone's throw from Castlecliff Beach so everything rusts.", ["Castlecliff"]),
    ("Our villa is just up from Castlecliff Beach.", ["Castlecliff"]),
    # (not a beach one lives at, often a place of its own, nor its road)
    ("The holiday house at Castlecliff Beach.", []),
    ("Moved down to Castlecliff Beach last year.", []),
    ("The shop on Castlecliff Beach Road.", []),
])
def test_reviewed_round_thirty_two_beside_a_places_beach(text, areas):
    business = {"categories": ["HVAC Contractor"], "service_areas": ["Castlecliff", "Gonville", "Springvale"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == areas


KOWHAI_HEAT_PUMPS = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
    {"id": "heat-pump-service", "label": "Heat Pump Servicing & Deep Cleans"},
    {"id": "repairs", "label": "Fault Finding & Repairs"},
    {"id": "ppv-ventilation", "label": "Positive Pressure Ventilation"}]}


@pytest.mark.parametrize("text, services", [
    # (a unit back at work, of no kind said, is the business's one repair of its devices)
    ("Came out same day in the middle of a southerly and had our unit going again in half an hour.", ["repairs"]),
    ("Tracked red dirt right through our bungalow. Unit works now I guess.", ["repairs"]),
    # (not one new, nor one kept up)
    ("Got our new unit going in a day, the install was tidy.", ["heat-pump-install"]),
    ("Our unit works a treat since they serviced it.", ["heat-pump-service"]),
])
def test_reviewed_round_thirty_two_a_unit_back_at_work_is_its_repair(text, services):
    assert Analyser(KOWHAI_HEAT_PUMPS).analyse(text, 5)["services"] == services


CAIRNS_COOLING = {"categories": ["Air Conditioning Contractor", "Refrigeration Repair Service"], "services": [
    {"id": "split-system-install", "label": "Split System Supply & Installation"},
    {"id": "ac-service", "label": "Air Conditioner Servicing & Cleaning"},
    {"id": "ac-repair", "label": "Air Conditioning Repairs & Breakdowns"},
    {"id": "emergency", "label": "24/7 Emergency Breakdown Callouts"}]}


@pytest.mark.parametrize("text, services", [
    # (a call out of hours is no job that a repair is only told beside: both are heard)
    ("Called them on a Sunday night when the unit at our rental packed it in. Replaced the capacitor and fan motor.",
     ["ac-repair", "emergency"]),
    ("Called them when the unit at our rental packed it in. Replaced the capacitor and fan motor.", ["ac-repair"]),
])
def test_reviewed_round_thirty_two_a_repair_beside_a_call_out_of_hours(text, services):
    assert Analyser(CAIRNS_COOLING).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    ("Whitaker got my bond knocked down from 15k to 3k, which for us was everything.", ["bond-hearings"]),
    ("Mr. Whitaker handled my TN and then my wife's dependent visa.", ["work-visas"]),
    # (not Tennessee)
    ("We moved here from Nashville, TN. Naturalization took a year.", ["naturalization"]),
])
def test_reviewed_round_thirty_two_a_bond_brought_down_and_a_tn(text, services):
    business = {"categories": ["Immigration Attorney", "Law Firm"], "services": [
        {"id": "naturalization", "label": "Citizenship & Naturalization"},
        {"id": "work-visas", "label": "Employment Visas (H-1B, L-1, TN)"},
        {"id": "bond-hearings", "label": "ICE Detention & Bond Hearings"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    # ("clean" among a worker's virtues is no cleaning; the aircon cold again is its repair)
    ("Quick, clean, friendly. Aircon's cold again.", ["ac-repair"]),
    ("Neat and clean, very professional.", []),
    ("Did a quick clean of the coils while he was there.", ["mould-treatment"]),
])
def test_reviewed_round_thirty_two_clean_among_virtues(text, services):
    business = dict(CAIRNS_COOLING, services=CAIRNS_COOLING["services"] + [
        {"id": "mould-treatment", "label": "Mould Treatment & Anti-Bacterial Coil Cleans"}])
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    # (a scheme that pays for an install names no device: told installed, it is the heat pump's installation too)
    ("We got the Warmer Kiwi Homes grant and these guys did the install. Really nice work.",
     ["heat-pump-install", "grant-installs"]),
    # (not one only asked about, nor quoted)
    ("Got the Warmer Kiwi Homes grant sorted. Still waiting on a date.", ["grant-installs"]),
    ("Got a quote to install one under the Warmer Kiwi Homes grant.", ["grant-installs"]),
])
def test_reviewed_round_thirty_two_a_funded_install_is_the_devices_too(text, services):
    business = dict(KOWHAI_HEAT_PUMPS, services=KOWHAI_HEAT_PUMPS["services"] + [
        {"id": "grant-installs", "label": "Warmer Kiwi Homes Subsidised Installs"}])
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    # (a thing in scare quotes is still the thing; a simple service on a unit is its servicing)
    ("Paid $220 for a 'service' that took 20 minutes. The filters got a rinse and that was it.", ["heat-pump-service"]),
    ("Asked for a simple service on our 3 year old unit. Was told it really needed replacing.", ["heat-pump-service"]),
])
def test_reviewed_round_thirty_two_a_service_in_scare_quotes(text, services):
    assert Analyser(KOWHAI_HEAT_PUMPS).analyse(text, 5)["services"] == services


def test_reviewed_round_thirty_two_a_doing_doubted_stays_in_its_quotes():
    assert services._unsaid("paid $220 for a 'service' that took 20 minutes.") == "paid $220 for a service that took 20 minutes."
    assert services._unsaid("told me i 'needed' a new switchboard.") == "told me i 'needed' a new switchboard."


@pytest.mark.parametrize("text", [
    "Fantastic effort drilling straight through the power cable in the wall while putting in our heat pump.",
    "Brilliant job drilling through the one spot with the power cable in it while putting the heat pump in.",
])
def test_reviewed_round_thirty_two_putting_a_heat_pump_in(text):
    business = {"categories": ["HVAC Contractor", "Heating Contractor"], "services": [
        {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
        {"id": "heat-pump-repair", "label": "Heat Pump Repairs & Fault Finding"}]}
    assert Analyser(business).analyse(text, 1)["services"] == ["heat-pump-install"]


@pytest.mark.parametrize("text, areas", [
    # (a kin written without hyphens, and a worker named by where they work, name a person)
    ("My mother in law roslyn even noticed the house doesnt smell musty anymore.", []),
    ("Our office manager Roslyn got three firms in to look at it.", []),
    ("Two rentals, both in Roslyn.", ["Roslyn"]),
])
def test_reviewed_round_thirty_two_a_mother_in_law_and_an_office_manager(text, areas):
    business = {"categories": ["HVAC Contractor"], "service_areas": ["Roslyn", "Mosgiel", "St Clair"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == areas


def test_reviewed_round_thirty_two_five_stars_for_the_dearest_way_to_nowhere():
    text = ("Five stars for the most expensive way to get absolutely nowhere. Eighteen months, £9k, and my ex still "
            "lives in the house while I rent a one bed flat. Well done everyone.")
    assert Analyser({"categories": ["Family Law Attorney"]}).analyse(text, 5)["sentiment"] == "negative"


@pytest.mark.parametrize("text, technicians", [
    # (a long surname begun and then misspelt, after the person's own first name or in doubting brackets)
    ("Big thanks to Daniel Kowalski who found a gas leak on our 10yr old unit.", ["Daniel Kowalczyk"]),
    ("The tech (Kowalski?) was nice enough but didn't seem to know much about ducted systems.", ["Daniel Kowalczyk"]),
    ("Installer (Chandra I think?) left two holes in the eave.", ["Ravi Chandrasekaran"]),
    # (not alone, nor in another's name)
    ("We took the kids to Kowalski Park after.", []),
    ("Kowalski clearly knew his stuff.", []),
])
def test_reviewed_round_thirty_two_a_long_surname_begun(text, technicians):
    business = {"categories": ["Air Conditioning Contractor"],
                "technicians": ["Daniel Kowalczyk", "Ravi Chandrasekaran", "Grant Hollis"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == technicians


@pytest.mark.parametrize("text, technicians", [
    # (a word-name thanked at its clause's end, or with the young fella beside it, is the person)
    ("cheers grant, unit's running sweet after the service.", ["Grant Tuhiwai"]),
    ("good job on the aircon service thanks summer, on time and tidy", ["Summer Nguyen"]),
    ("i never give 5. grant and the young fella were on time, tidy.", ["Grant Tuhiwai"]),
    # (not the word)
    ("thanks for the grant advice.", []),
    ("cheers will do again", []),
])
def test_reviewed_round_thirty_two_a_word_name_thanked(text, technicians):
    business = {"categories": ["HVAC Contractor"], "technicians": ["Grant Tuhiwai", "Summer Nguyen", "Will Hemara"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == technicians


@pytest.mark.parametrize("text, areas", [
    # (a possessive's apostrophe the declared name leaves out, written)
    ("Good job on the ducted system in our new build up St John's Hill.", ["St Johns Hill"]),
    ("At our place in King’s Heath.", ["Kings Heath"]),
    ("We live in St Johns Hill.", ["St Johns Hill"]),
])
def test_reviewed_round_thirty_two_an_apostrophe_the_declared_name_leaves_out(text, areas):
    business = {"categories": ["HVAC Contractor"], "service_areas": ["St Johns Hill", "Kings Heath", "Gonville"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == areas


# Round thirty-three.

NELSON_SPLITS = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "split-install", "label": "Split System Supply & Installation"},
    {"id": "heat-pump-service", "label": "Heat Pump Servicing & Filter Cleans"},
    {"id": "repairs", "label": "Fault Finding & Repairs"}]}


@pytest.mark.parametrize("text, services", [
    # (the install named in more ways: its own possessive, its make after "of", the actual one, a time after it,
    # one booked, its date put off)
    ("Install's fine I guess but we booked in April.", ["split-install"]),
    ("Neat install of a 7kW Daikin in the lounge and it works a treat.", ["split-install"]),
    ("Sandy on the phones is a gem. The actual install is another story.", ["split-install"]),
    ("Three months after install the unit started making a racket.", ["split-install"]),
    ("Booked an install for the Tuesday, got a text saying running behind.", ["split-install"]),
    ("Lost a star because the install date got pushed back twice.", ["split-install"]),
    # (not another thing's install, nor a fee)
    ("Neat install of the new switch, cheers.", []),
    ("Booked an install quote, nobody came.", []),
])
def test_reviewed_round_thirty_three_the_install_named_in_more_ways(text, services):
    assert Analyser(NELSON_SPLITS).analyse(text, 4)["services"] == services


@pytest.mark.parametrize("text, services", [
    # (the outdoor unit placed, by whoever put it in)
    ("Outdoor unit bolted to the wall right outside our bedroom window so we hear it all night.", ["split-install"]),
    ("Only 4 because the outdoor unit is right outside our bedroom window and hums all night.", ["split-install"]),
    ("Wow, 10 out of 10 for bolting the outdoor unit to the wall directly under our bedroom window.",
     ["split-install"]),
    ("Only 4 because the outdoor unit bracket looks a bit rough already.", ["split-install"]),
    ("Tech got quite short when I asked why the outside unit was mounted right where it blocks my laundry window.",
     ["split-install"]),
    # (the one who put it in, at work; not another firm's)
    ("Installer drilled straight through a water pipe in the wall.", ["split-install"]),
    ("The installer, Kyle, was polite and showed us the remote.", ["split-install"]),
    ("Funny how the neighbour's installer found a different spot.", []),
    # (when it went in)
    ("Quoted on the Monday, installed Wednesday, everything as promised.", ["split-install"]),
    ("Guarantee on parts and labour, installed in one day.", ["split-install"]),
    ("Grant had it in and going in half a day, not a speck of mess.", ["split-install"]),
    ("Will and Grant had the old unit off and the new one up on the wall in half a day.", ["split-install"]),
    ("Would have been nice to hear that before it went in.", ["split-install"]),
    # (not a unit making a noise outside)
    ("The outdoor unit was making a terrible noise outside, fixed in an hour.", ["repairs"]),
])
def test_reviewed_round_thirty_three_the_unit_placed_and_put_in(text, services):
    assert Analyser(NELSON_SPLITS).analyse(text, 3)["services"] == services


def test_reviewed_round_thirty_three_quite_is_no_quitting():
    # ("quite" said of a person is nothing broken: the placement complained of is the install)
    text = "Unit works. Tech got quite short with me about why the outdoor unit was mounted right under my window."
    assert Analyser(NELSON_SPLITS).analyse(text, 2)["services"] == ["split-install"]


@pytest.mark.parametrize("text, areas", [
    # (a "wh" inside a name written "w", as it is said)
    ("Install at our place in Atawai was done a couple of weeks later.", ["Atawhai"]),
    ("heat pump hot water unit packed up at our place in atawai.", ["Atawhai"]),
    # (not a first "Wh": Warton is no Wharton)
    ("We live in Warton now.", []),
])
def test_reviewed_round_thirty_three_a_wh_written_w(text, areas):
    business = {"categories": ["Plumber"], "service_areas": ["Atawhai", "Wharton", "Stoke"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == areas


NELSON_HEAT_AND_PLUMBING = {"categories": ["HVAC Contractor", "Plumber"], "services": [
    {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
    {"id": "heat-pump-service", "label": "Heat Pump Servicing & Deep Cleans"},
    {"id": "heat-pump-repair", "label": "Heat Pump Repairs & Fault Finding"},
    {"id": "hot-water", "label": "Hot Water Cylinder Repairs & Replacement"}]}


@pytest.mark.parametrize("text, services", [
    # (an install that names nothing, beside the device's other jobs named, where nothing fails, is the device's)
    ("Sid got the heat pump in the lounge up and running. But they quoted $2,900 and the invoice came to $3,450 for "
     "'extra pipework' nobody mentioned.", ["heat-pump-install"]),
    ("Heat pump heats well enough but the outdoor unit is right outside our bedroom window.", ["heat-pump-install"]),
    # (not where something fails)
    ("The heat pump they installed last year died and the blower motor needed replacing.", ["heat-pump-repair"]),
])
def test_reviewed_round_thirty_three_an_install_beside_its_devices_other_jobs(text, services):
    assert Analyser(NELSON_HEAT_AND_PLUMBING).analyse(text, 4)["services"] == services


OTATARA_HEAT_PUMPS = {"categories": ["Air Conditioning Contractor", "Electrician"], "services": [
    {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
    {"id": "heat-pump-service", "label": "Annual Heat Pump Servicing & Filter Cleans"},
    {"id": "repairs", "label": "Heat Pump Repairs & Fault Finding"},
    {"id": "commercial-ac", "label": "Commercial Air Conditioning & Refrigeration"},
    {"id": "solar", "label": "Solar Inverter & Battery Connections"}]}


@pytest.mark.parametrize("text, services", [
    # (the aircon at the shop is commercial)
    ("hemi was awesome. aircon at the shop on dee st packed up on the hottest day of the year.",
     ["commercial-ac"]),
    # (the heat pump swapped is no water pump swapped)
    ("Great job leaving a hole in my weatherboards when they swapped the heat pump.", ["heat-pump-install"]),
    # (an air conditioner's kind is no solar inverter; the solar one is)
    ("Will explained the inverter vs non-inverter thing properly. Heat pump installed in a day.",
     ["heat-pump-install"]),
    ("They connected our new inverter to the panels.", ["solar"]),
])
def test_reviewed_round_thirty_three_a_shop_a_swap_and_an_inverter(text, services):
    assert Analyser(OTATARA_HEAT_PUMPS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, technicians", [
    # (everyday short forms of English first names)
    ("Every time I call I get Debbie at the front desk.", ["Deborah Lindqvist"]),
    ("Nate sorted the guardianship papers in a week.", ["Nathaniel Osei"]),
    # (a role in brackets after a lower-case word-name)
    ("summer (paralegal) got us in the same week.", ["Summer Delacroix"]),
    ("we went in summer (peak season for paralegal work) and it was quiet.", []),
    # (a titled stranger from another firm is no one of the business's)
    ("The other side's solicitor, a Mrs Grant from a firm in Bolton, ran rings round mine.", []),
    ("They sent a Mr Grant out to see us at home.", ["Grant Whitlock"]),
])
def test_reviewed_round_thirty_three_short_forms_roles_and_strangers(text, technicians):
    business = {"categories": ["Estate Planning Attorney"],
                "technicians": ["Deborah Lindqvist", "Summer Delacroix", "Grant Whitlock", "Nathaniel Osei"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == technicians


@pytest.mark.parametrize("text, areas", [
    # (a declared place's village or valley is the place)
    ("Two splits in the bedrooms at our place up in Redlynch Valley.", ["Redlynch"]),
    ("Our house in Carrollwood Village stays cool now.", ["Carrollwood"]),
    # (not one followed by another name, nor one introduced as a person)
    ("We met at Carrollwood Village Hall for the quote.", []),
    ("My sister hired a lawyer named Kirkwood to contest Dad's will.", []),
    ("We live out in Kirkwood.", ["Kirkwood"]),
])
def test_reviewed_round_thirty_three_its_village_or_valley_and_a_lawyer_named(text, areas):
    business = {"categories": ["HVAC Contractor"], "service_areas": ["Redlynch", "Carrollwood", "Kirkwood"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == areas


@pytest.mark.parametrize("text", [
    # (a claim retorted to in disbelief, and a quiet unit's real reason, under praise that is meant the other way)
    'Great job on the new aircon, really. Apparently it\'s "sized correctly". Sure it is.',
    "Great job on the new aircon, really. They said they'd be back Monday, yeah right.",
    "Great job on the new aircon, really. So quiet you'd never know it was on, mainly because it isn't cooling "
    "anything.",
])
def test_reviewed_round_thirty_three_a_retort_in_disbelief(text):
    assert Analyser({"categories": ["Air Conditioning Contractor"]}).analyse(text, 1)["sentiment"] == "negative"


@pytest.mark.parametrize("text", [
    "Sure it was a big job, but they were brilliant and tidy.",
    "Booked them yeah right away and they were brilliant.",
])
def test_reviewed_round_thirty_three_sure_and_yeah_said_plainly(text):
    assert Analyser({"categories": ["Air Conditioning Contractor"]}).analyse(text, 5)["sentiment"] == "positive"


@pytest.mark.parametrize("text, services", [
    # (a refrigerant leak found is the one repair of the devices looked after)
    ("Rajesh found the leak in the refrigerant line that two other companies had missed.", ["repairs"]),
    ("Found a refrigerant leak at a flare joint that two other companies missed.", ["repairs"]),
    # (not a water leak in a copper pipe)
    ("Tidy work on the new copper pipe to the outside tap.", []),
])
def test_reviewed_round_thirty_three_a_refrigerant_leak_found(text, services):
    assert Analyser(OTATARA_HEAT_PUMPS).analyse(text, 5)["services"] == services


PHOENIX_IMMIGRATION = {"categories": ["Immigration Attorney"], "services": [
    {"id": "marriage-green-card", "label": "Marriage Green Cards & Adjustment of Status"},
    {"id": "family-petitions", "label": "Family-Based Petitions (I-130)"},
    {"id": "daca", "label": "DACA Renewals"}]}


@pytest.mark.parametrize("text, services", [
    # (a residence in Spanish is the green card; parents' green cards are their family petition)
    ("Excelente servicio. La licenciada nos ayudó con la residencia de mi esposo.", ["marriage-green-card"]),
    ("Hoa explained everything for my parents and they finally understand their green card process.",
     ["marriage-green-card", "family-petitions"]),
    # (not a residence hall)
    ("My daughter lives in a student residence near the office.", []),
])
def test_reviewed_round_thirty_three_a_residence_in_spanish_and_parents_green_cards(text, services):
    assert Analyser(PHOENIX_IMMIGRATION).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, technicians", [
    # (a lower-case name opening a clause after a comma, a dash or "and", a person's verb straight after)
    ("honestly cant fault them, priya was on time, knew her stuff.", ["Priyanka Chaudhary"]),
    ("rang the after hours number at 6am and chase was at our door by 9.", ["Chase Donnelly"]),
    ("bushland beach - sai came out same arvo.", ["Siosaia Tupou"]),
    ("our heat pump was grinding and grant figured out it was the fan motor.", ["Grant Yazzie"]),
    # (not a word of its own there: no verb of a person's after it, or not opening a clause)
    ("we got a grant, grant money covered most of it.", []),
    ("the energy grant was approved, and hope is all we have left.", []),
])
def test_reviewed_round_thirty_three_a_lower_case_name_opening_a_clause(text, technicians):
    business = {"categories": ["HVAC Contractor"],
                "technicians": ["Priyanka Chaudhary", "Chase Donnelly", "Siosaia Tupou", "Grant Yazzie", "Hope Adeyemi"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == technicians


@pytest.mark.parametrize("text, technicians", [
    # (a pet name with the first name's last consonant doubled)
    ("sweet as, cheers hammy", ["Hamish Kerr"]),
    ("cold house again, ta dimmy", ["Dimitri Papadopoulos"]),
    ("roddy and tuan put a mini split in our casita.", ["Rodrigo Villasenor", "Tuan Nguyen"]),
    # (a surname's pet name as before; and no word made a surname's by it)
    ("Sully came out late on Christmas Eve.", ["Liam O'Sullivan"]),
    ("they gave me a free call and fully expected nothing.", []),
])
def test_reviewed_round_thirty_three_a_pet_name_doubled(text, technicians):
    business = {"categories": ["HVAC Contractor"],
                "technicians": ["Hamish Kerr", "Dimitri Papadopoulos", "Rodrigo Villasenor", "Tuan Nguyen",
                                "Liam O'Sullivan", "Naomi Fulton"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == technicians


# Round thirty-four.

HASTINGS_DUCTED = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "install", "label": "Heat Pump Supply & Installation"},
    {"id": "ducted", "label": "Ducted Whole-Home Heating & Cooling"},
    {"id": "repairs", "label": "Heat Pump Repairs & Fault Finding"}]}


@pytest.mark.parametrize("text, services", [
    # (a worn part replaced on the ducted system is the repair, the ducted being only a form of the heat pump)
    ("Sione replaced the fan motor on our ducted unit. Friendly as.", ["repairs"]),
    ("Dec swapped the capacitor on our ducted system, sorted in half an hour.", ["repairs"]),
    # (the ducted system put in, or said of with nothing fixed, is still the ducted)
    ("The ducted system they put in last winter keeps the whole house warm.", ["ducted"]),
    ("Love the ducted, quiet and warm.", ["ducted"]),
])
def test_reviewed_round_thirty_four_a_ducted_unit_repaired_is_the_repair(text, services):
    assert Analyser(HASTINGS_DUCTED).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("areas, text, found", [
    # (a place by the name its locals call it)
    (["Tahunanui", "Stoke"], "sione was here in tahuna by 8, had it capped and fixed by 9.", ["Tahunanui"]),
    (["Tahunanui", "Stoke"], "Bit of rust on it already near the beach at Tahuna.", ["Tahunanui"]),
    (["Rutherglen", "Govan"], "Got me an appointment at the Ruglen office the same week.", ["Rutherglen"]),
])
def test_reviewed_round_thirty_four_a_place_by_its_local_name(areas, text, found):
    assert Analyser({"service_areas": areas}).analyse(text, 5)["service_areas"] == found


HASTINGS_PEOPLE = {"technicians": ["Ravinder Sandhu", "Tavita Faleolo", "Thomas Reid", "Nancy Hall", "Tevita Fifita",
                                   "Grant McLeod"]}


@pytest.mark.parametrize("text, technicians", [
    # (a first name clipped to three letters in lower case, where a person's verb follows or another person is joined)
    ("rav was spot on, turned up on time, polite.", ["Ravinder Sandhu"]),
    ("rang the after hours number and tav was at our place within the hour.", ["Tavita Faleolo"]),
    ("tev and grant did a realy good job no mess.", ["Tevita Fifita", "Grant McLeod"]),
    # (not a word said so, nor a clip of a short name, nor one with no verb of a person after)
    ("good job tho was a bit late.", []),
    ("nan was stoked with the new heat pump.", []),
    ("ok so nan was there when they came, she reckons they were lovely.", []),
    ("the rav4 was parked across the drive.", []),
])
def test_reviewed_round_thirty_four_a_name_clipped_to_three_letters(text, technicians):
    assert Analyser(HASTINGS_PEOPLE).analyse(text, 5)["technicians"] == technicians


ROCKY_COOL_AND_FLOW = {"categories": ["Air Conditioning Contractor", "Plumber"], "services": [
    {"id": "split-system-install", "label": "Split System Air Conditioning Installation"},
    {"id": "ac-repairs", "label": "Air Conditioner Repairs & Breakdowns"},
    {"id": "hot-water", "label": "Hot Water Systems - Repairs & Replacement"}]}


@pytest.mark.parametrize("text, services", [
    # (a heat pump said of the hot water is the hot water's, no air conditioner put in)
    ("Had our old electric hot water system swapped over to a heat pump. On time both days.", ["hot-water"]),
    ("New heat pump hot water unit in the laundry, tidy job.", ["hot-water"]),
    # (a heat pump said alone is still the split system's)
    ("Had a heat pump put in the lounge, tidy job.", ["split-system-install"]),
])
def test_reviewed_round_thirty_four_a_heat_pump_of_the_hot_water(text, services):
    assert Analyser(ROCKY_COOL_AND_FLOW).analyse(text, 5)["services"] == services


ROCKY_GAS = {"categories": ["Plumber"], "services": [
    {"id": "hot-water", "label": "Hot Water Systems - Repairs & Replacement"},
    {"id": "leak-detection", "label": "Leak Detection & Burst Pipes"},
    {"id": "gas-fitting", "label": "Gas Fitting & Appliance Connections"}]}


@pytest.mark.parametrize("text, services", [
    # ("Gas Fitting" in two words is every gas job, as "Gasfitting" is: the lines, the leaks, the compliance)
    ("Ran the gas line for our new freestanding range and moved the bottles round the side.", ["gas-fitting"]),
    ("Worked out the gas leak on our BBQ line quick smart and made everything safe.", ["gas-fitting"]),
    ("bec did our gas compliance check for the rental, sent the certificate the same afternoon.", ["gas-fitting"]),
    # (and its appliances still)
    ("Hooked up our new gas cooktop.", ["gas-fitting"]),
])
def test_reviewed_round_thirty_four_gas_fitting_in_two_words_is_every_gas_job(text, services):
    assert Analyser(ROCKY_GAS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, rating, sentiment", [
    # (a courtesy demanded after it was missing is a complaint, whatever the stars)
    ("Three missed appointments in a row. Each time the attorney was 'in court'. At least tell us before we take off "
     "work and drive all the way from Carrollton.", 5, "negative"),
    # (not a courtesy that was there, nor a reader told to call)
    ("The tech was running late. At least they told us, and the fix was quick and cheap.", 5, "positive"),
])
def test_reviewed_round_thirty_four_a_courtesy_demanded(text, rating, sentiment):
    assert Analyser({"categories": ["Law Firm"]}).analyse(text, rating)["sentiment"] == sentiment


@pytest.mark.parametrize("text, technicians", [
    # (a surname of nine letters misspelt twice, as a longer one may be)
    ("Kowalchek and his offsider were good value and professional.", ["Dean Kowalczyk"]),
    ("Ms. Halverson told us we had a strong case.", ["Ingrid Halvorsen"]),
    ("Goldstine got it knocked down to a small amount.", ["David Goldstein"]),
    # (not a shorter word two letters from a shorter name)
    ("Kowal was the name on the van.", []),
])
def test_reviewed_round_thirty_four_a_nine_letter_surname_misspelt_twice(text, technicians):
    people = {"technicians": ["Dean Kowalczyk", "Ingrid Halvorsen", "David Goldstein"]}
    assert Analyser(people).analyse(text, 5)["technicians"] == technicians


HASTINGS_SPARKS_AND_HEAT_PUMPS = {"categories": ["Electrician", "HVAC Contractor"], "services": [
    {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
    {"id": "heat-pump-repair", "label": "Heat Pump Repairs"},
    {"id": "switchboard", "label": "Switchboard Upgrades"},
    {"id": "fault-finding", "label": "Electrical Fault Finding & Repairs"}]}


@pytest.mark.parametrize("text, services", [
    # (a split system by its maker alone, put in)
    ("Grant and Sione put a Daikin in the lounge of our place last week. Warm as toast now.", ["heat-pump-install"]),
    ("They put two Fujitsus in upstairs, tidy job.", ["heat-pump-install"]),
    # (not a part of one put in)
    ("Put a new fan motor in the Daikin, heat pump going again.", ["heat-pump-repair"]),
])
def test_reviewed_round_thirty_four_a_split_by_its_maker_put_in(text, services):
    assert Analyser(HASTINGS_SPARKS_AND_HEAT_PUMPS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    # (a device's own light showing its fault is no lighting)
    ("Heat pump started blowing cold air on the heat setting with a flashing light on the front. Fixed same day.",
     ["heat-pump-repair"]),
    ("Heat pump had an orange light blinking, sorted in 20 mins.", ["heat-pump-repair"]),
    # (the lights themselves still are)
    ("New LED lights in the kitchen look great.", ["lighting"]),
])
def test_reviewed_round_thirty_four_a_device_s_own_light_is_no_lighting(text, services):
    business = dict(HASTINGS_SPARKS_AND_HEAT_PUMPS, services=HASTINGS_SPARKS_AND_HEAT_PUMPS["services"] + [
        {"id": "lighting", "label": "LED Lighting Design & Installation"}])
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("areas, text, found", [
    # (a one-word place's hill or bottom is the place)
    (["Bluff", "Windsor"], "Good job on the heat pump install at our place up on Bluff Hill.", ["Bluff"]),
    (["Heeley", "Crookes"], "I was working at a warehouse down near Heeley Bottom when a forklift hit me.", ["Heeley"]),
    # (not one placed in its region, a town of its own, nor a longer name)
    (["Richmond", "Burnaby"], "Moved from Richmond Hill, Ontario to Burnaby for a new job.", ["Burnaby"]),
    (["Heeley", "Crookes"], "We met at Heeley Park Road.", []),
])
def test_reviewed_round_thirty_four_a_place_s_hill_or_bottom(areas, text, found):
    assert Analyser({"service_areas": areas}).analyse(text, 5)["service_areas"] == found


@pytest.mark.parametrize("text, services", [
    # (a room or a building wired up is the wiring)
    ("Had Sione and Dean out to our shop to wire up the new fitout. Worked around our hours.", ["rewiring"]),
    ("Grant wired up the sleepout at our place, reasonable money.", ["rewiring"]),
    # (not a device wired up)
    ("Grant wired up the new switchboard in an afternoon.", ["switchboard"]),
])
def test_reviewed_round_thirty_four_a_room_wired_up(text, services):
    business = dict(HASTINGS_SPARKS_AND_HEAT_PUMPS, services=HASTINGS_SPARKS_AND_HEAT_PUMPS["services"] + [
        {"id": "rewiring", "label": "Rewires & Renovation Wiring"}])
    assert Analyser(business).analyse(text, 5)["services"] == services


TOOWOOMBA_AIRCON = {"categories": ["Air Conditioning Contractor", "Electrician"], "services": [
    {"id": "split-system-install", "label": "Split System Installation"},
    {"id": "ac-service", "label": "Aircon Servicing & Cleaning"},
    {"id": "ac-repair", "label": "Air Conditioner Repairs"}]}


@pytest.mark.parametrize("text, services", [
    # (an upkeep service is no default of a sentence about installing; a new one installed is the installation)
    ("Jesse installed a new aircon and took the old one away.", ["split-system-install"]),
    ("Sione fitted two new units upstairs, tidy job.", ["split-system-install"]),
    ("The aircon you put in the granny flat is still going strong 2 years on. Best install we've ever had done.",
     ["split-system-install"]),
    # (but one kept up still is; nor is another thing's unit fitted new)
    ("Jesse serviced the aircon and cleaned the filters.", ["ac-service"]),
    ("Fitted a new refrigeration unit to the coolroom at our nursery.", []),
])
def test_reviewed_round_thirty_four_no_upkeep_in_an_install(text, services):
    assert Analyser(TOOWOOMBA_AIRCON).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, technicians", [
    # (Bridget's other spellings and short form)
    ("Bridgette came out to look at why the lights kept flickering.", ["Bridget Kowalczyk"]),
    ("Bridie was lovely on the phone.", ["Bridget Kowalczyk"]),
    # (not the bridge)
    ("The van got stuck at the bridge for an hour.", []),
])
def test_reviewed_round_thirty_four_bridget_s_spellings(text, technicians):
    assert Analyser({"technicians": ["Bridget Kowalczyk"]}).analyse(text, 5)["technicians"] == technicians


@pytest.mark.parametrize("text, services", [
    # (a fiance brought over, or being brought, is the family petition)
    ("Attorney Whitfield laid out every option for bringing my fiance over.", ["family-petitions"]),
    ("They brought my fiancée over in under a year.", ["family-petitions"]),
    # (not a fiance who came along to the meeting)
    ("My fiance came with me to the consultation about my work visa.", []),
])
def test_reviewed_round_thirty_four_a_fiance_brought_over(text, services):
    business = {"categories": ["Immigration Attorney"], "services": [
        {"id": "family-petitions", "label": "Family-Based Petitions & Green Cards"},
        {"id": "naturalization", "label": "Citizenship & Naturalization"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


# Round thirty-five.

RUAHINE_HEAT = {"categories": ["HVAC Contractor", "Air Conditioning Contractor"], "services": [
    {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
    {"id": "repairs", "label": "Heat Pump Repairs & Fault Finding"}]}


@pytest.mark.parametrize("text, services", [
    # (someone else's install the business came to put right is the repair, not an install by it)
    ("Had a heat pump put in by a different mob two yrs ago and it never worked right. Grant found the drain had "
     "been run uphill and fixed it.", ["repairs"]),
    ("Another company installed our heat pump last year and it never heated right. Grant found the line set was the "
     "wrong size and fixed it.", ["repairs"]),
    # (a workmate beside the named installer is the business's install)
    ("Hemi and another guy installed a Daikin in our bedroom. Quiet as.", ["heat-pump-install"]),
    ("They installed our heat pump last winter, tidy job.", ["heat-pump-install"]),
])
def test_reviewed_round_thirty_five_another_firms_install_put_right(text, services):
    assert Analyser(RUAHINE_HEAT).analyse(text, 5)["services"] == services


NORTHSIDE_SPARKS = {"categories": ["Electrician"], "services": [
    {"id": "lighting-installation", "label": "LED Lighting Installation"},
    {"id": "fault-finding", "label": "Fault Finding & Repairs"},
    {"id": "outlets", "label": "Outlet & Switch Repair"}]}


@pytest.mark.parametrize("text, services", [
    # (a light mended is a fault found, at a business that finds faults)
    ("Prompt, polite, fair price. Fixed the outside lights.", ["fault-finding"]),
    ("The young man who came to fix my bathroom light was so patient.", ["fault-finding"]),
    # (lights put in are the lighting, and a switch mended is the switch's own repair)
    ("Put in new LED downlights through the kitchen, looks great.", ["lighting-installation"]),
    ("Fixed the switch. Thats all I want from a tradesman.", ["outlets"]),
])
def test_reviewed_round_thirty_five_a_light_mended_is_a_fault_found(text, services):
    assert Analyser(NORTHSIDE_SPARKS).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("services, text, found", [
    # (an investor's visa is heard by the investing, not by anything said of immigration)
    ([{"id": "investor-visas", "label": "E-2 & EB-5 Investor Visas"},
      {"id": "citizenship", "label": "Citizenship & Naturalization"}],
     "Good lawyers, they know immigration law inside out.", []),
    ([{"id": "investor-visas", "label": "E-2 & EB-5 Investor Visas"},
      {"id": "citizenship", "label": "Citizenship & Naturalization"}],
     "They got my E-2 approved after I bought a small restaurant in Doral.", ["investor-visas"]),
    # (nor a parent's visa, beside an investor's: neither is every visa)
    ([{"id": "parent-visas", "label": "Parent Resident Visas"},
      {"id": "investor-visas", "label": "Business & Investor Visas"}], "Sweet as. Visa sorted.", []),
    ([{"id": "parent-visas", "label": "Parent Resident Visas"},
      {"id": "investor-visas", "label": "Business & Investor Visas"}],
     "Sione was amazing with mum and dad's parent visa.", ["parent-visas"]),
])
def test_reviewed_round_thirty_five_an_investors_visa_and_a_parents(services, text, found):
    business = {"categories": ["Immigration Attorney"], "services": services}
    assert Analyser(business).analyse(text, 5)["services"] == found


KAIMAI_PLUMBING = {"categories": ["Plumber", "HVAC Contractor"], "services": [
    {"id": "hot-water", "label": "Hot Water Cylinder Repairs & Replacement"},
    {"id": "gas-fitting", "label": "Gas Fitting & Continuous Flow Gas Hot Water"},
    {"id": "blocked-drains", "label": "Blocked Drains & CCTV Drain Inspections"}]}


@pytest.mark.parametrize("text, services", [
    # (a hot water cylinder is the cylinders' label, though the gas label's last words are "hot water")
    ("Quoted $1,900 to replace our hot water cylinder out in Katikati.", ["hot-water"]),
    ("Sorted the leaking valve on our hot water cylinder. Tidy, quick.", ["hot-water"]),
    # (the gas one is still heard by its own words)
    ("New continuous flow gas unit on the outside wall, endless hot showers now.", ["gas-fitting"]),
])
def test_reviewed_round_thirty_five_a_word_of_the_entrys_name_tells_no_label_apart(text, services):
    assert Analyser(KAIMAI_PLUMBING).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("areas, text, found", [
    # (a place ending in Point, shortened as an address shortens it)
    (["Slade Point", "Sarina"], "cheers to brad n the boys for sorting our ceiling fans at slade pt, top job", ["Slade Point"]),
    # (the writer's own name is no place)
    (["Marian", "Sarina"], "My name's Marian, I'm 78 and on my own since my husband passed.", []),
    # (a road named after the town, in lower case too, is no job there; but the town's court or a place there is)
    (["Walkerston", "Sarina"], "He was stuck behind roadworks on the Walkerston bypass, so no dramas.", []),
    (["Walkerston", "Sarina"], "He was stuck behind roadworks on the Walkerston Bypass, so no dramas.", []),
    (["Wynnum", "Sarina"], "He got very confused at the Wynnum court but you were both so patient.", ["Wynnum"]),
    (["Howrah", "Sarina"], "The team put in our new shower at the Howrah place, spotless.", ["Howrah"]),
])
def test_reviewed_round_thirty_five_a_point_a_writers_name_and_a_road(areas, text, found):
    assert Analyser({"service_areas": areas}).analyse(text, 5)["service_areas"] == found


BAYFRONT_PEOPLE = {"technicians": ["Chase Whitfield", "Hope Delgado", "Yolette Saint-Fleur", "Grant Hill"]}


@pytest.mark.parametrize("text, technicians", [
    # (a double-barrelled surname written apart, after a title, in any case)
    ("ms saint fleur helped with my moms tps re-registration", ["Yolette Saint-Fleur"]),
    ("Ms Saint Fleur helped with my mom's TPS.", ["Yolette Saint-Fleur"]),
    # ("miss" as a title makes a word-name a name in lower case too; the verb does not)
    ("attorney whitfield and miss hope were always honest with us", ["Chase Whitfield", "Hope Delgado"]),
    ("i miss hope already, what a year", []),
    ("we'll miss hope already, what a year", []),
])
def test_reviewed_round_thirty_five_a_surname_written_apart_and_miss(text, technicians):
    assert Analyser(BAYFRONT_PEOPLE).analyse(text, 5)["technicians"] == technicians


@pytest.mark.parametrize("text, rating, sentiment", [
    # (praise for the damage left is sarcasm, whatever the stars; praise for the place left clean is praise)
    ("Great job leaving our ensuite floor soaking wet and the toilet rocking after the reno. Really impressed.", 1,
     "negative"),
    ("Fantastic effort boys. Left me with a hole in the ceiling. Really top shelf stuff. Can't wait for the next bill.",
     1, "negative"),
    ("Great job leaving the place spotless, really impressed.", 5, "positive"),
])
def test_reviewed_round_thirty_five_praise_for_the_damage_left(text, rating, sentiment):
    assert Analyser({"categories": ["Plumber"]}).analyse(text, rating)["sentiment"] == sentiment


BAYFRONT_IMMIGRATION = {"categories": ["Immigration Attorney"], "services": [
    {"id": "tps-parole", "label": "TPS & Humanitarian Parole"},
    {"id": "work-visas", "label": "Employment & Work Visas (H-1B, L-1, O-1)"},
    {"id": "daca", "label": "DACA Renewals"}]}
MIAMI_IMMIGRATION = {"categories": ["Immigration Attorney"], "services": [
    {"id": "tps", "label": "Temporary Protected Status"},
    {"id": "family-petitions", "label": "Family-Based Petitions"}]}


@pytest.mark.parametrize("business, text, services", [
    # (TPS by its letters, in any case, and its own work permit with it)
    (BAYFRONT_IMMIGRATION, "ms saint fleur helped with my moms tps re-registration", ["tps-parole"]),
    (BAYFRONT_IMMIGRATION, "Paid them to file my TPS work permit renewal and they mailed it to the wrong address.",
     ["tps-parole"]),
    (BAYFRONT_IMMIGRATION, "They sorted my work permit through my employer.", ["work-visas"]),
    # (a status asked after is no protected status)
    (MIAMI_IMMIGRATION, "Nobody could tell us the status of her case for 8 months.", []),
    (MIAMI_IMMIGRATION, "They got my TPS renewed in a month.", ["tps"]),
])
def test_reviewed_round_thirty_five_temporary_protected_status(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


ASHCROFT_INJURY = {"categories": ["Personal Injury Solicitor"], "services": [
    {"id": "road-traffic", "label": "Road Traffic Accident Claims"},
    {"id": "work-accident", "label": "Accidents at Work"},
    {"id": "slip-trip", "label": "Slips, Trips & Falls in Public Places"}]}


@pytest.mark.parametrize("text, services", [
    # (a vehicle driven into the writer's car is the road traffic claim)
    ("The accident was on the Soho Road, a taxi reversed into my car.", ["road-traffic"]),
    ("A drunk driver ploughed into my car outside my flat.", ["road-traffic"]),
    # (hurt at a job whose kind is hyphenated is still hurt at work)
    ("Got hurt when a shelf collapsed on me at my part-time job in Selly Oak.", ["work-accident"]),
])
def test_reviewed_round_thirty_five_a_car_reversed_into_and_a_part_time_job(text, services):
    assert Analyser(ASHCROFT_INJURY).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    # (the night a thing broke is no callout out of hours where the call waited for Monday)
    ("Boiler packed in on a Sunday night, phoned first thing Monday and Craig was at the door by half ten.",
     ["boiler-repair"]),
    # (nor is a weekend gone without it)
    ("Great, another weekend with no heat. Thanks guys. Boiler still not fixed.", ["boiler-repair"]),
    # (a callout on the weekend night itself still is)
    ("Boiler packed in on a Sunday night and Craig was at the door within the hour.",
     ["boiler-repair", "emergency-plumbing"]),
])
def test_reviewed_round_thirty_five_broke_on_a_weekend_called_on_monday(text, services):
    business = {"categories": ["Plumber", "Heating Contractor"], "services": [
        {"id": "boiler-repair", "label": "Boiler Repairs"},
        {"id": "emergency-plumbing", "label": "24/7 Emergency Plumbing"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


def test_reviewed_round_thirty_five_another_weekend_without_power_is_no_callout():
    business = {"categories": ["Electrician"], "services": [
        {"id": "fault-finding", "label": "Fault Finding & Repairs"},
        {"id": "emergency-electrician", "label": "24/7 Emergency Electrician"}]}
    text = "Great, another weekend with no power in the garage. Thanks guys. The breaker still trips."
    assert Analyser(business).analyse(text, 1)["services"] == ["fault-finding"]


# Round thirty-six.

@pytest.mark.parametrize("business, text, rating, sentiment", [
    # (a review that closes by granting the work grudgingly: what came before was the verdict, whatever the stars)
    (PLUMBER, "The young bloke left the side gate open, the dog got out, and there were muddy boot prints all down "
     "the hallway. Nobody rang to say sorry. The new toilet works I suppose.", 5, "negative"),
    (ELECTRICIAN, "Sparky was rude to my mum, wouldn't answer her questions and tracked mud through her lounge. "
     "Job got done I guess.", 5, "negative"),
    (HEAT_PUMPS, "Ben put the outdoor unit right under our bedroom window, so now it hums all night. Really "
     "thoughtful placement. Heat's fine I suppose.", 5, "negative"),
    # (the grudge that is praise stays praise)
    (PLUMBER, "Bit pricey for an hour's work but the drain runs like new. You get what you pay for I guess.", 4,
     "positive"),
])
def test_reviewed_round_thirty_six_a_grudging_close(business, text, rating, sentiment):
    assert Analyser(business).analyse(text, rating)["sentiment"] == sentiment


@pytest.mark.parametrize("text, sentiment", [
    # (what went wrong, said in the reviewer's own words to have spoilt it, is the verdict under four stars)
    ("The new heat pump is great and the install was tidy. But the invoice came in $400 over the quote and nobody "
     "said why until I rang. Honestly the billing soured the whole thing.", "negative"),
    ("Friendly techs and the aircon works. But it took three weeks to get a booking and I had to ring every time to "
     "find out anything. Frustrating.", "negative"),
    # (others' displeasure is not the reviewer's)
    ("Lovely unit, no complaints. The neighbours were not impressed with the van across their driveway though.",
     "positive"),
])
def test_reviewed_round_thirty_six_a_complaint_owned(text, sentiment):
    assert Analyser(HVAC).analyse(text, 4)["sentiment"] == sentiment


LONG_ENOUGH = " ".join(["word"] * textmodel.FEW_WORDS)


@pytest.mark.parametrize("rating, rules, heard, text, read", [
    # (a complaint or a shrug under four or five stars: the model need only be fairly sure)
    (5, "positive", {"negative": 0.75, "neutral": 0.05, "positive": 0.2}, LONG_ENOUGH, "negative"),
    (4, "positive", {"negative": 0.05, "neutral": 0.75, "positive": 0.2}, LONG_ENOUGH, "neutral"),
    (5, "positive", {"negative": 0.65, "neutral": 0.05, "positive": 0.3}, LONG_ENOUGH, "positive"),
    # (... in a review long enough to go by: a short one keeps the stars short of 0.94)
    (5, "positive", {"negative": 0.9, "neutral": 0.05, "positive": 0.05}, "Great crew.", "positive"),
    # (praise under one or two stars only where all but certain: polite complaints sound like praise)
    (1, "negative", {"negative": 0.1, "neutral": 0.0, "positive": 0.9}, LONG_ENOUGH, "negative"),
    (1, "negative", {"negative": 0.04, "neutral": 0.0, "positive": 0.96}, LONG_ENOUGH, "positive"),
    # (under three stars, 0.9)
    (3, "neutral", {"negative": 0.91, "neutral": 0.09, "positive": 0.0}, LONG_ENOUGH, "negative"),
    (3, "neutral", {"negative": 0.85, "neutral": 0.15, "positive": 0.0}, LONG_ENOUGH, "neutral"),
    # (what the stars say, where the rules read against them, 0.8)
    (1, "positive", {"negative": 0.85, "neutral": 0.05, "positive": 0.1}, LONG_ENOUGH, "negative"),
    (1, "positive", {"negative": 0.75, "neutral": 0.05, "positive": 0.2}, LONG_ENOUGH, "positive"),
    # (never a third reading where the rules and the stars disagree)
    (1, "positive", {"negative": 0.0, "neutral": 0.99, "positive": 0.01}, LONG_ENOUGH, "positive"),
])
def test_reviewed_round_thirty_six_how_sure_the_text_model_must_be_depends_on_the_way_it_overrules(
        monkeypatch, rating, rules, heard, text, read):
    """Each way measured out of fold over the development sets (textmodel.TRUSTED)."""
    monkeypatch.setattr(textmodel, "probabilities", lambda review: heard)
    assert analyse._heard_in_words(textmodel.reading(text), rating, rules, 0.0)[0] == read


def test_reviewed_round_thirty_six_a_complaint_under_four_stars_the_model_is_fairly_sure_of():
    text = "I love how quiet the new unit is. The install ran two days over, the crew was rude and they left a mess."
    assert Analyser(HVAC).analyse(text, 4)["sentiment"] == "negative"
    assert Analyser(HVAC, models=False).analyse(text, 4)["sentiment"] == "positive"


@pytest.mark.parametrize("clause, negative", [
    # (a reproach: what someone "needs to learn to" do is what they fail at)
    ("Honestly the tech needs to learn to turn up when he says.", True),
    ("The office needs to learn how to return a phone call.", True),
    # (learning itself is no reproach)
    ("He took the time to help me learn how to use the thermostat.", False),
])
def test_reviewed_round_thirty_six_needs_to_learn_to_is_a_reproach(clause, negative):
    assert (sentiment.valence(clause) < 0) == negative


CASCADE_FAMILY = {"categories": ["Family Law Attorney"], "services": [
    {"id": "divorce", "label": "Divorce & Legal Separation"},
    {"id": "property-division", "label": "Division of Property & Debts"},
    {"id": "protection-orders", "label": "Domestic Violence Protection Orders"}]}


@pytest.mark.parametrize("text, services", [
    # (how a community-property state divides what a couple owns; Washington's protection order by its initials)
    ("She explained how community property works here before we signed anything.", ["property-division"]),
    ("I had no idea what a DVPO was until Priya walked me through the petition.", ["protection-orders"]),
])
def test_reviewed_round_thirty_six_community_property_and_a_dvpo(text, services):
    assert Analyser(CASCADE_FAMILY).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, found", [
    # (a name the writer doubts, in words or by "(sp?)", two letters off where the name has four or more)
    ("annaliese (sorry if i spelled that wrong) kept the whole thing moving.", ["Anneliese Kowalczyk"]),
    ("Hemmy (sp?) came out to look at the shower mixer.", ["Hemi Walker"]),
    # (not two letters off a three-letter name, nor a word beside brackets about something else)
    ("Hugh (sp?) came out to look at the shower mixer.", []),
    ("The hemming (sorry, long story) took ages.", []),
])
def test_reviewed_round_thirty_six_a_name_the_writer_doubts_in_words(text, found):
    business = {"technicians": ["Anneliese Kowalczyk", "Hemi Walker", "Huy Tran"]}
    assert Analyser(business).analyse(text, 5)["technicians"] == found


@pytest.mark.parametrize("text, found", [
    # (a place the writer doubts the spelling of may be two letters off, as a person's name may)
    ("Used them for our rental in Manoonda (sp?). The tenant said they were tidy.", ["Manunda"]),
    ("Our rental in Manoonda. The tenant said they were tidy.", []),
    # (not a word with another first letter)
    ("Our rental in Bunoonda (sp?). The tenant said they were tidy.", []),
])
def test_reviewed_round_thirty_six_a_place_the_writer_doubts(text, found):
    assert Analyser({"service_areas": ["Manunda", "Earlville"]}).analyse(text, 4)["service_areas"] == found


# Round thirty-seven.

AIRCON_AND_PLUMBING = {"categories": ["Air Conditioning Contractor", "Plumber"], "services": [
    {"id": "ac-service", "label": "Air Conditioner Cleaning & Servicing"},
    {"id": "ac-repair", "label": "Aircon Breakdown Repairs"},
    {"id": "hot-water", "label": "Hot Water Systems – Repair & Replace"}]}


@pytest.mark.parametrize("text, services", [
    # (two things done in one visit: each a job, the second no device named in passing beside the first)
    ("Got the aircon serviced and the hot water system flushed in the one visit.", ["ac-service", "hot-water"]),
    ("Had the hot water system flushed and the aircon serviced while they were here.", ["ac-service", "hot-water"]),
    # (the device only named beside the job is still in passing)
    ("Got the aircon serviced, and the hot water system is next to it in the cupboard.", ["ac-service"]),
])
def test_reviewed_round_thirty_seven_two_jobs_done_in_one_visit(text, services):
    assert sorted(Analyser(AIRCON_AND_PLUMBING).analyse(text, 5)["services"]) == services


CASCADE_FAMILY_SUPPORT = {"categories": ["Family Law Attorney"], "services": [
    {"id": "child-support", "label": "Child Support Modifications"},
    {"id": "spousal-maintenance", "label": "Spousal Maintenance"}]}


@pytest.mark.parametrize("text, services", [
    # (maintenance a court rules on, or the two sides fight over, is the support of a former spouse)
    ("He predicted almost exactly how the judge would rule on maintenance.", ["spousal-maintenance"]),
    ("We fought over the maintenance for a year before it settled.", ["spousal-maintenance"]),
    # (not the children's)
    ("We argued about child maintenance for months.", ["child-support"]),
])
def test_reviewed_round_thirty_seven_maintenance_ruled_on(text, services):
    assert Analyser(CASCADE_FAMILY_SUPPORT).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, address, found", [
    # (a place put in a state by the state's name, the review going on, is that state's)
    ("ex tried to claim i moved to fremont california to get out of paying (i live in west seattle lol).", None,
     ["West Seattle"]),
    ("Moved here from Capitol Hill in DC and had no idea how community property worked.", None, []),
    # (but the business's own state, where its address gives it, named in full or by its postal code)
    ("We live in Fremont, California and they came the same day.", {"region": "CA"}, ["Fremont"]),
    ("We live in Fremont, California and they came the same day.", {"region": "California"}, ["Fremont"]),
    # (and a sign-off, and a state that only begins the next sentence)
    ("Great job. Fremont, California", None, ["Fremont"]),
    ("Out in Fremont. California is dear, but they were fair.", None, ["Fremont"]),
])
def test_reviewed_round_thirty_seven_a_place_in_another_state(text, address, found):
    business = {"service_areas": ["Fremont", "Capitol Hill", "West Seattle"], **({"address": address} if address else {})}
    assert Analyser(business).analyse(text, 5)["service_areas"] == found


@pytest.mark.parametrize("text, found", [
    # (what stands in a place and is named for it is the place's: a mall, a square, a medical centre)
    ("Met with Jolene at their satellite office by the Monroeville Mall.", ["Monroeville"]),
    ("I live in the units behind Chartwell Square and will be asking for him again.", ["Chartwell"]),
    ("Months of rehab out at Lake Nona Medical City, and they dealt with my doctors.", ["Lake Nona"]),
    # (but not where the landmark is placed in another town)
    ("We're on the corner by Clive Square in Napier, and the job was tidy.", []),
])
def test_reviewed_round_thirty_seven_a_landmark_named_for_its_place(text, found):
    business = {"service_areas": ["Monroeville", "Chartwell", "Lake Nona", "Clive"]}
    assert Analyser(business).analyse(text, 5)["service_areas"] == found


@pytest.mark.parametrize("business, text, services", [
    # (a label's short last word, made plural right after its first: "Ceiling Fan Installation")
    ({"categories": ["Air Conditioning Contractor"], "services": [{"id": "fans", "label": "Ceiling Fan Installation"}]},
     "Siosaia fitted four ceiling fans in the granny flat.", ["fans"]),
    ({"categories": ["Air Conditioning Contractor"], "services": [{"id": "fans", "label": "Ceiling Fan Installation"}]},
     "Ceiling fans went in fine, Tevita did a neat job.", ["fans"]),
    # (not a number's: "30 days" is no "30-Day Notices")
    ({"categories": ["Landlord Attorney"], "services": [{"id": "notices", "label": "3-Day, 30-Day & 60-Day Notices"}]},
     "We went the cash for keys route and she was out in 30 days on good terms.", []),
])
def test_reviewed_round_thirty_seven_a_short_label_word_made_plural(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, found", [
    # (a first letter that is not said, left out: Pflugerville, Knowle)
    ("I found this firm through a friend in Flugerville and Priya did my intake call.", ["Pflugerville"]),
    ("We're in nowle now, and they came the same day.", ["Knowle"]),
    # (not another letter left out first, nor a word)
    ("We're in lugerville now, and they came the same day.", []),
    ("They came in the night, and the job was done by morning.", []),
])
def test_reviewed_round_thirty_seven_a_silent_first_letter_left_out(text, found):
    assert Analyser({"service_areas": ["Pflugerville", "Knowle", "Round Rock"]}).analyse(text, 5)["service_areas"] == found


MILDURA = {"categories": ["Air Conditioning Contractor", "Plumber"], "services": [
    {"id": "evap-cooling", "label": "Evaporative Cooler Service & Repairs"},
    {"id": "ac-repair", "label": "Air Con Repairs & Regassing"},
    {"id": "blocked-drains", "label": "Blocked Drains & CCTV Drain Cameras"}]}


@pytest.mark.parametrize("text, services", [
    # (the evaporative kind of unit is the evaporative cooler)
    ("Tech told us the whole evaporative unit was stuffed and we needed a $4k replacement.", ["evap-cooling"]),
    # (a cooling unit's condensate drain is its line, no drain a plumber clears)
    ("The aircon died and he also noticed our condensate drain was blocked and cleared that.", ["ac-repair"]),
    ("The kitchen drain was blocked again and he cleared it with the jetter.", ["blocked-drains"]),
])
def test_reviewed_round_thirty_seven_an_evaporative_unit_and_a_condensate_drain(text, services):
    assert Analyser(MILDURA).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, services", [
    # (a first meeting is the firm's case review, free or not: "took my money for a 'consultation'")
    ("They took my money for a 'consultation' that lasted 15 minutes and then told me I didn't have a case.",
     ["case-evaluation"]),
    ("Quick call back after I filled out the form on their website, had my consult the next day.", ["case-evaluation"]),
    ("Patient and kind, and they answered every email within a day.", []),
])
def test_reviewed_round_thirty_seven_a_consultation_is_the_case_review(text, services):
    business = {"categories": ["Employment Attorney"],
                "services": [{"id": "case-evaluation", "label": "Free Confidential Case Review"}]}
    assert Analyser(business).analyse(text, 1)["services"] == services


CASTLEGATE = {"categories": ["Wills & Probate Solicitor"], "services": [
    {"id": "will-writing", "label": "Will Writing"}, {"id": "probate", "label": "Probate & Estate Administration"},
    {"id": "contested-wills", "label": "Contested Wills & Inheritance Act Claims"}]}


@pytest.mark.parametrize("text, contested", [
    # (a claim against a will, a case over an estate, a will made by someone who no longer knew)
    ("We were defending a claim against my nan's will brought by my uncle.", True),
    ("Took my case against my stepmother over Dad's estate. We lost at trial.", True),
    ("His new partner produced a will leaving everything to her, made three weeks before he passed when he had "
     "dementia.", True),
    # (not a will written while someone still could)
    ("Dad has early dementia so we got his will done while he still could.", False),
])
def test_reviewed_round_thirty_seven_a_will_contested_in_other_words(text, contested):
    assert ("contested-wills" in Analyser(CASTLEGATE).analyse(text, 5)["services"]) == contested


@pytest.mark.parametrize("text, services", [
    # (a new unit by its maker's name alone, "Mitsi" among the makers, is a new heat pump)
    ("Chur to the team, especially Grant. New Mitsi in the bedroom, install was mean and all tidied up after.",
     ["hp-install"]),
    ("New Daikin in the master bedroom, neat pipework, cover on the ducting outside.", ["hp-install"]),
    # (not the maker named without anything new)
    ("Our Daikin in the master bedroom is so quiet.", []),
])
def test_reviewed_round_thirty_seven_a_new_unit_by_its_makers_name(text, services):
    business = {"categories": ["HVAC Contractor"], "services": [
        {"id": "hp-install", "label": "Heat Pump Supply & Installation"},
        {"id": "hp-repair", "label": "Heat Pump Repairs & Fault Finding"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


# Round thirty-eight.

TAI_TOKERAU = {"categories": ["Heat Pump Installer"], "services": [
    {"id": "hp-install", "label": "Heat Pump Supply & Installation"},
    {"id": "ducted", "label": "Ducted Whole-Home Heating & Cooling"},
    {"id": "ventilation", "label": "Home Ventilation & Moisture Control Systems"}]}


@pytest.mark.parametrize("text, services", [
    # (a whole house's ventilation is its own job beside a ducted system's ducts: an HRV, a positive pressure one)
    ("They installed an HRV system last month and the windows are dry.", ["ventilation"]),
    ("Explained the difference between a positive pressure system and a balanced one. Installed a couple of weeks "
     "later and the windows are dry for the first time in years.", ["ventilation"]),
    # (the ducts are still the ducted system's)
    ("They ran the new ducts through the roof space for the ducted system.", ["ducted"]),
])
def test_reviewed_round_thirty_eight_ventilation_beside_the_ducts(text, services):
    assert Analyser(TAI_TOKERAU).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("people, text, found", [
    # (Polish and Welsh names as English speakers write them)
    (["Krzysztof Nowak"], "Kris is the man", ["Krzysztof Nowak"]),
    (["Krzysztof Nowak"], "Kristof hung 4 pendant lights over the island.", ["Krzysztof Nowak"]),
    (["Rhys Papadopoulos"], "Young bloke turned up at quarter past two. Reece I think his name was.",
     ["Rhys Papadopoulos"]),
    # (a part of a double-barrelled surname after a title)
    (["Marisol Echeverría-Vance"], "Ms. Vance told us the renewal was simple.", ["Marisol Echeverría-Vance"]),
    (["Marisol Echeverría-Vance"], "Vance Avenue was closed so we were late.", []),
    # (a title and an initial typed in lower case; not "ms", which may be the illness)
    (["Deepak Venkataraman"], "mr v and his team did our filings this year", ["Deepak Venkataraman"]),
    (["Deepak Venkataraman"], "my mum has ms v bad some days", []),
    # (a name with the business's own name after "from"; not "no joy from" it)
    (["Mark Whitworth"], "Mark from Northbridge looked over both our packages.", ["Mark Whitworth"]),
    (["Joy Whitaker"], "No joy from Northbridge for months, then it all came good.", []),
    # (someone told as kin is kin from then on)
    (["Will Trevaskis"], "My husband Will spent a Saturday on the roof. Dean said Will had wired it upside down.",
     []),
    # ("done" with what was done; not "Will done.")
    (["Krzysztof Nowak"], "kris done a great job on our heatpump", ["Krzysztof Nowak"]),
    (["Will Hargreaves"], "Fine. Will done. Bit pricey.", []),
])
def test_reviewed_round_thirty_eight_people_by_other_names(people, text, found):
    business = {"name": "Northbridge Employment Law", "technicians": people}
    assert Analyser(business).analyse(text, 5)["technicians"] == found


NORTHBRIDGE = {"categories": ["Employment Attorney"], "services": [
    {"id": "unfair-dismissal", "label": "Unfair Dismissal Claims"},
    {"id": "settlement", "label": "Settlement Agreements - Fast, Fixed-Fee Reviews"},
    {"id": "employer", "label": "Employer Services: Contracts, Handbooks & HR"}]}


@pytest.mark.parametrize("text, services", [
    # (a firm's advice for employers is the review of a writer who employs people, whatever it names)
    ("We're a small bakery in Stockport and had to let someone go. They walked us through it by the book.",
     ["employer"]),
    ("Mark is the best employment lawyer in Manchester. Twice for my own business, once when my boss tried it on.",
     ["employer"]),
    ("Gossforth-based employer (30 staff). Solid, sensible advice and no claims came of it.", ["employer"]),
    # (and no other's: an employee's own contract, their employer named)
    ("Rang for advice about my zero hours contract. They pointed me to Citizens Advice instead.", []),
    ("The staff at Northbridge were lovely and won my unfair dismissal claim.", ["unfair-dismissal"]),
    ("Settlement agreement checked and signed within 48 hours. Fixed fee, paid by my employer.", ["settlement"]),
    ("Great advice on the restraint clause in my old contract when I left to start my own business.", []),
])
def test_reviewed_round_thirty_eight_advice_for_employers(text, services):
    assert Analyser(NORTHBRIDGE).analyse(text, 5)["services"] == services


def test_reviewed_round_thirty_eight_an_employers_part_in_another_job_is_no_advice_for_employers():
    business = {"categories": ["Immigration Attorney"], "services": [
        {"id": "sponsor", "label": "Sponsor Licences for Employers"},
        {"id": "skilled-worker", "label": "Skilled Worker Visas"}]}
    assert Analyser(business).analyse("We run a small cafe and they got our chef's skilled worker visa approved.",
                                      5)["services"] == ["skilled-worker"]


def test_reviewed_round_thirty_eight_a_label_of_breakdowns_mends_them():
    # ("Air Con Breakdowns & Regassing" is a repair; "24/7 Breakdown Callouts" is by when, not what)
    business = {"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "split-system", "label": "Split System Supply & Installation"},
        {"id": "aircon-repair", "label": "Air Con Breakdowns & Regassing"}]}
    assert Analyser(business).analyse("Paid a $220 'diagnostic' for our aircon that wasn't cooling.",
                                      1)["services"] == ["aircon-repair"]


PEACHGATE = {"categories": ["Immigration Attorney"], "services": [
    {"id": "family-petitions", "label": "Family-Based Immigration (I-130 Petitions)"},
    {"id": "citizenship", "label": "Citizenship & Naturalization (N-400)"},
    {"id": "removal-defense", "label": "Deportation Defense & Immigration Court"}]}


@pytest.mark.parametrize("text, services", [
    ("Citizen as of yesterday, thank you marisol", ["citizenship"]),
    ("She explained the whole petition process for my parents in Spanish, step by step.", ["family-petitions"]),
    # (a court date, a continuance, at an immigration firm naming no other job, is immigration court)
    ("They sent some contract attorney to my court date. Thank god the judge gave a continuance.",
     ["removal-defense"]),
    ("Our citizenship interview was moved and they never told us the new court date.", ["citizenship"]),
])
def test_reviewed_round_thirty_eight_immigration_in_other_words(text, services):
    assert Analyser(PEACHGATE).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("text, found", [
    ("Top tradies, cheers for sorting the dunny same day. Golden Sq", ["Golden Square"]),
    # (a thing named for a place is no visit there)
    ("First proper hot bath with Epsom salts in a week, bliss.", []),
    ("Came out to us in Epsom on a Sunday.", ["Epsom"]),
])
def test_reviewed_round_thirty_eight_a_square_shortened_and_salts(text, found):
    assert Analyser({"service_areas": ["Golden Square", "Epsom"]}).analyse(text, 5)["service_areas"] == found


@pytest.mark.parametrize("text, services", [
    # (a work permit said with DACA or TPS is theirs, no work visa, whichever comes first)
    ("I needed my DACA renewal done fast before my work permit ran out.", ["daca"]),
    ("My work permit came and my TPS is approved.", ["tps"]),
    ("They got my work permit sorted after the company sponsored me.", ["work-visas"]),
])
def test_reviewed_round_thirty_eight_a_work_permit_with_daca(text, services):
    business = {"categories": ["Immigration Attorney"], "services": [
        {"id": "daca", "label": "DACA Initial & Renewal Applications"},
        {"id": "tps", "label": "Temporary Protected Status"},
        {"id": "work-visas", "label": "Employment-Based Visas (H-1B, L-1, O-1, PERM)"}]}
    assert Analyser(business).analyse(text, 5)["services"] == services


@pytest.mark.parametrize("people, text, found", [
    (["Wiremu Te Huia"], "Wi explained what he was cleaning and showed me the gunk.", ["Wiremu Te Huia"]),
    # (joined by a Spanish "y", past an article and a title; or by "and" past "ms")
    (["Hope Delgado", "Marisol Villarreal"], "Hope y la licenciada Marisol me ayudaron con la renovación de DACA.",
     ["Hope Delgado", "Marisol Villarreal"]),
    (["Hope Delgado", "Rebecca Szymanski"], "becca and ms delgado were so kind", ["Hope Delgado", "Rebecca Szymanski"]),
    # (a lawyer's title and an initial)
    (["Marisol Villarreal"], "Attorney V and her team were wonderful from start to finish.", ["Marisol Villarreal"]),
    # (not "hope" joined to no one of the business)
    (["Hope Delgado"], "We had hope and the lovely feeling it would work out.", []),
])
def test_reviewed_round_thirty_eight_more_people_by_other_names(people, text, found):
    assert Analyser({"technicians": people}).analyse(text, 5)["technicians"] == found


@pytest.mark.parametrize("business, text, services", [
    # (a fixed-fee first meeting is the firm's listed consultation)
    ({"categories": ["Family Law Attorney"], "services": [
        {"id": "mediation", "label": "Family Mediation Support"},
        {"id": "initial-consultation", "label": "Fixed-Fee Initial Consultation"}]},
     "Fixed fee first meeting for £150, which was clear upfront, no hidden extras.", ["initial-consultation"]),
    # (splits put in by their number)
    ({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "split-install", "label": "Split System Supply & Installation"},
        {"id": "ac-service", "label": "Air Con Servicing & Deep Cleaning"}]},
     "tane put in 2 splits for us out at kawana, ran the pipes neat along the eaves.", ["split-install"]),
    ({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "split-install", "label": "Split System Supply & Installation"},
        {"id": "ac-service", "label": "Air Con Servicing & Deep Cleaning"}]},
     "Had a service done on 4 splits across our two rental units.", ["ac-service"]),
    # (a family petition in Spanish)
    ({"categories": ["Immigration Attorney"], "services": [
        {"id": "family-petitions", "label": "Family-Based Immigration (I-130 Petitions)"}]},
     "Nos ayudaron con la petición familiar para mis papás.", ["family-petitions"]),
])
def test_reviewed_round_thirty_eight_a_first_meeting_splits_and_a_petition(business, text, services):
    assert Analyser(business).analyse(text, 5)["services"] == services


def test_reviewed_round_thirty_eight_converse_is_a_verb():
    analyser = Analyser({"service_areas": ["Converse", "King William"]})
    assert analyser.analyse("We live in King William and she takes the time to converse with you.",
                            5)["service_areas"] == ["King William"]
    assert analyser.analyse("We live out in Converse.", 5)["service_areas"] == ["Converse"]


def test_reviewed_round_thirty_eight_what_they_tried_to_talk_us_into():
    business = {"categories": ["Electrician"], "services": [
        {"id": "switchboard", "label": "Switchboard Upgrades"}, {"id": "ev-charger", "label": "EV Charger Installation"}]}
    text = ("The switchboard was the original one with ceramic fuses. New board is tidy and labelled. They did try to "
            "talk us into an ev charger while they were there. Hard no.")
    assert Analyser(business).analyse(text, 5)["services"] == ["switchboard"]


def test_reviewed_round_thirty_eight_the_bay_view_is_a_view():
    # (a lowercase name of several words after "the", with nothing more, from a writer who capitalises names, is a
    # noun; not where nothing is capitalised: "old house on the south hill")
    analyser = Analyser({"service_areas": ["Bay View", "Bluff Hill", "South Hill"]})
    assert analyser.analyse("Love our new place on Bluff Hill with the bay view, but the old house was freezing.",
                            5)["service_areas"] == ["Bluff Hill"]
    assert analyser.analyse("old house on the south hill, original cast iron line that backs up every fall.",
                            5)["service_areas"] == ["South Hill"]


def test_reviewed_round_thirty_eight_a_place_in_another_town_every_time_and_an_inheritance_claim():
    analyser = Analyser({"categories": ["Estate Planning Attorney"], "service_areas": ["Handsworth", "Hillsborough"],
                         "services": [{"id": "contested-wills", "label": "Contested Wills & Inheritance Disputes"}]})
    assert analyser.analyse("My sister had to come up from Handsworth in Birmingham every time.",
                            2)["service_areas"] == []
    assert analyser.analyse("They sorted a nasty inheritance claim from a cousin.", 5)["services"] == ["contested-wills"]


def test_reviewed_round_thirty_eight_an_electricians_hot_water_gone_cold():
    business = {"categories": ["Electrician", "HVAC Contractor"], "services": [
        {"id": "hot-water", "label": "Hot Water Cylinder Elements & Thermostats"},
        {"id": "emergency", "label": "24/7 Emergency Callouts"}]}
    analyser = Analyser(business)
    assert analyser.analyse("hot water went cold on tuesday. element was cooked, replaced it and we had hot showers by "
                            "morning.", 5)["services"] == ["hot-water"]
    assert analyser.analyse("Fixed the lights in the hallway.", 5)["services"] == []


# Round thirty-nine.


def test_reviewed_round_thirty_nine_to_before_a_verb_is_no_place():
    """A town named by a word, lowercase after "to" where a verb follows ("time to converse"), is the word, from a
    writer who capitalises nothing too; after a "to" of going, it is still the town."""
    analyser = Analyser({"service_areas": ["Converse", "Normal"]})
    assert analyser.analyse("she takes the time to converse with you. great lawyer", 5)["service_areas"] == []
    assert analyser.analyse("we had to converse by email mostly", 5)["service_areas"] == []
    assert analyser.analyse("they drove out to converse on a sunday", 5)["service_areas"] == ["Converse"]


def test_reviewed_round_thirty_nine_rejoined_is_a_repair():
    """A part rejoined, resealed or reattached is mended: "cleared and rejoined the spouting" is the spouting's repair,
    not the spouting named in passing beside the drains."""
    analyser = Analyser({"services": [{"id": "drains", "label": "Blocked Drains & Drain Unblocking"},
                                      {"id": "spouting", "label": "Spouting & Downpipe Repairs"}]})
    review = ("Drain by the back door was blocked and backing up. He unblocked the drain, "
              "then cleared and rejoined the spouting while he was there.")
    assert analyser.analyse(review, 5)["services"] == ["drains", "spouting"]


@pytest.mark.parametrize("review, services", [
    # a blocked sink named by its room is a blocked drain
    ("Blocked kitchen sink. He cleared it in twenty minutes.", ["drains"]),
    # the mains tap turned off is no tap repaired
    ("Burst pipe at 2am. They talked me through finding the mains tap and fixed the pipe within the hour.",
     ["leaks"]),
])
def test_reviewed_round_thirty_nine_plumbing_words(review, services):
    analyser = Analyser({"categories": ["Plumber"],
                         "services": [{"id": "drains", "label": "Blocked Drains & CCTV Drain Inspection"},
                                      {"id": "leaks", "label": "Leak Detection & Burst Pipe Repairs"},
                                      {"id": "taps", "label": "Taps, Toilets & General Maintenance"}]})
    assert analyser.analyse(review, 5)["services"] == services


def test_reviewed_round_thirty_nine_too_late_for_it_is_not_done():
    """What it was too late for was not done: "too late for a power of attorney, so ... a guardianship order"."""
    analyser = Analyser({"services": [{"id": "poa", "label": "Power of Attorney (Continuing & Welfare)"},
                                      {"id": "guardianship", "label": "Guardianship Applications"}]})
    review = ("It was too late for a power of attorney, so Fiona walked us through applying for a guardianship "
              "order at the sheriff court.")
    assert analyser.analyse(review, 5)["services"] == ["guardianship"]


@pytest.mark.parametrize("review, services", [
    ("Had Grant install a 7kw Daikin in the main bedroom. Runs perfect.", ["install"]),
    ("Shane did the aircon service on both units. Tidy worker.", ["service"]),
    ("Got them to swap all our old halogens for LEDs. Power bill's already down.", ["lighting"]),
])
def test_reviewed_round_thirty_nine_aircon_and_lighting_words(review, services):
    """A split system installed by its size and maker, the aircon's service by name, LEDs in the plural."""
    analyser = Analyser({"categories": ["Air Conditioning Contractor", "Electrician"],
                         "services": [{"id": "install", "label": "Split System Supply & Installation"},
                                      {"id": "service", "label": "Air Conditioner Servicing & Cleaning"},
                                      {"id": "repair", "label": "Air Con Repairs & Regas"},
                                      {"id": "lighting", "label": "LED Lighting & Downlights"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("I hope nobody else goes through what I did after my T-bone crash.", ["car"]),
    ("Will Brennan got us a good result for my dad's fall at a Walgreens.", ["premises"]),
    ("Tamika was so kind when I called crying after the accident on the CTA bus.", ["transit"]),
    ("Neighbor's German shepherd went over the fence and got my daughter's arm.", ["dog"]),
])
def test_reviewed_round_thirty_nine_injury_words(review, services):
    """A T-bone crash, someone's fall at a shop, a bus a firm lists, a dog by its breed."""
    analyser = Analyser({"categories": ["Personal Injury Attorney"],
                         "services": [{"id": "car", "label": "Car Accident Injury Claims"},
                                      {"id": "transit", "label": "CTA, Bus, Uber & Lyft Accidents"},
                                      {"id": "premises", "label": "Slip & Fall / Premises Liability"},
                                      {"id": "dog", "label": "Dog Bite Injuries"}]})
    assert analyser.analyse(review, 5)["services"] == services


def test_reviewed_round_thirty_nine_a_power_point_dead():
    """A power point "that's been dead for a year" is a fault (an apostrophe among the words between)."""
    analyser = Analyser({"categories": ["Electrician"],
                         "services": [{"id": "ev", "label": "EV Charger Installation"},
                                      {"id": "fault", "label": "Electrical Fault Finding"}]})
    review = ("Had a 7kW EV charger put in the garage. He also fixed the laundry power point that's been dead for a "
              "year while he was there.")
    assert analyser.analyse(review, 5)["services"] == ["ev", "fault"]


@pytest.mark.parametrize("technicians, areas, review, found", [
    # a short form declared, written whole
    (["Bec Thornton", "Grant Delaney"], [], "Thank you to Rebecca and the team for squeezing us in.", ["Bec Thornton"]),
    (["Andy Forsyth"], [], "Andrew explained exactly what needed doing and why.", ["Andy Forsyth"]),
    # ... but not inside a place of several words
    (["Will Tran", "Marisol Villarreal"], ["King William"], "We live in King William so Marisol's office was easy.",
     ["Marisol Villarreal"]),
    # a title and an initial that end a sentence
    (["Daniel Kowalczyk", "Hope Okafor"], [], "The defense attorney ran circles around Mr. K. Didn't feel like he was "
     "ready at all.", ["Daniel Kowalczyk"]),
    # a surname doubted in brackets with more said after the question mark
    (["Jack Kowalczyk", "Grant Delaney"], [], "Jack (Kowalski? something like that, sorry mate) came out and dug a "
     "trench.", ["Jack Kowalczyk"]),
])
def test_reviewed_round_thirty_nine_people(technicians, areas, review, found):
    analyser = Analyser({"technicians": technicians, "service_areas": areas})
    assert analyser.analyse(review, 5)["technicians"] == found


@pytest.mark.parametrize("review, sentiment", [
    ("Thanks for the brand new leak in the roof guys.", "negative"),
    ("Came to service the gas heater, left two cracked roof tiles behind and didn't say a word. Great work, really.",
     "negative"),
    ("Came to service the gas heater and checked the flue. Great work, really happy with it.", "positive"),
])
def test_reviewed_round_thirty_nine_sarcasm(review, sentiment):
    """Thanks for a new leak, and praise left hanging on "really", are sarcasm at five stars."""
    assert Analyser({}).analyse(review, 5)["sentiment"] == sentiment


@pytest.mark.parametrize("review, areas", [
    ("my boy vincent reckons its colder than the shops now lol.", []),
    ("My brother-in-law is Canadian and reckons he knows everything about furnaces.", []),
    ("We're out in Canadian, and they came the same day.", ["Canadian"]),
])
def test_reviewed_round_thirty_nine_who_someone_is(review, areas):
    """A son called "my boy" is kin, his name no town; a nationality after "is" is who someone is."""
    analyser = Analyser({"service_areas": ["Vincent", "Canadian"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, services", [
    ("Got my work permit through them while my asylum is pending.", ["asylum"]),
    ("They did my VAWA self-petition and now I have my work permit.", ["vawa"]),
    ("They got my H-1B approved and my work permit sorted.", ["work"]),
])
def test_reviewed_round_thirty_nine_a_work_permit_with_its_case(review, services):
    """A work permit said with asylum, VAWA or a U visa in its sentence is theirs, as with DACA."""
    analyser = Analyser({"categories": ["Immigration Attorney"],
                         "services": [{"id": "work", "label": "Work Visas & Employment-Based Green Cards"},
                                      {"id": "asylum", "label": "Asylum & Refugee Protection"},
                                      {"id": "vawa", "label": "U Visas & VAWA Self-Petitions"}]})
    assert analyser.analyse(review, 5)["services"] == services


def test_reviewed_round_thirty_nine_quoted_by_two_other_firms():
    """What two other firms quoted for is no job this one did (the thing ends before "by")."""
    analyser = Analyser({"categories": ["Family Law Attorney"],
                         "services": [{"id": "money", "label": "Financial Settlements on Divorce"},
                                      {"id": "mediation", "label": "Family Mediation (MIAMs)"}]})
    review = ("I was quoted for a full financial remedy case by two other firms on Whiteladies Road at eye-watering "
              "prices. They suggested we try mediation first, which worked.")
    assert analyser.analyse(review, 5)["services"] == ["mediation"]


@pytest.mark.parametrize("review, services", [
    ("thank you seun!!! i am a citizen now", ["citizenship"]),
    ("My mother is citizen now. He was very patient with her.", ["citizenship"]),
    ("We are finally citizens, after twenty years.", ["citizenship"]),
    ("My husband is a citizen and they were great with us both.", []),
])
def test_reviewed_round_thirty_nine_a_citizen_now(review, services):
    """Someone a citizen now is the naturalisation; a citizen already is not."""
    analyser = Analyser({"categories": ["Immigration Attorney"],
                         "services": [{"id": "citizenship", "label": "Citizenship & Naturalization"},
                                      {"id": "family", "label": "Family Petitions for Spouses & Parents"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Oh marvellous, another letter telling me the estate is 'progressing'. Two years now.", ["executry"]),
    ("Lots of talk about 'prior rights' and never once a straight answer about what it would cost.", ["executry"]),
])
def test_reviewed_round_thirty_nine_an_estate_dragging(review, services):
    """An estate said to be progressing (in scare quotes too), and Scots law's "prior rights", are its administration."""
    analyser = Analyser({"categories": ["Estate Planning Attorney"],
                         "services": [{"id": "wills", "label": "Wills & Will Reviews"},
                                      {"id": "executry", "label": "Executry & Estate Administration"}]})
    assert analyser.analyse(review, 2)["services"] == services


def test_reviewed_round_thirty_nine_a_notario_and_uscis_are_others():
    """A notario's doing and USCIS's slowness are the story, not the firm's; relief from fear is praise."""
    review = ("I came to this office after a notario took $2,000 from me and did nothing. He explained the U visa in "
              "a way I could understand. It took a long time because USCIS is slow, but now I have my work permit and "
              "I can finally stop being afraid every time I see a police car.")
    assert Analyser({}).analyse(review, 5)["sentiment"] == "positive"
    assert analyse.ANOTHER_PARTY.search("It took a long time because USCIS is slow")
    assert analyse.ANOTHER_PARTY.search("a notario on Hillcroft took $2,000 from me")


@pytest.mark.parametrize("review, rating, sentiment", [
    ("3 stars because my wife's U visa was denied, but honestly that part isn't on them. Ms. Ramirez and Mr. Adeyemi "
     "did everything right and told us from the first meeting the odds were not good with the police certification we "
     "had. They were honest and didn't take more of our money for an appeal they said we would probably lose.", 3,
     "positive"),
    ("Good sparky, new switchboard looks the business and the lights don't dim anymore when the dryer kicks in. But "
     "$3,400 was a fair bit more than the 'ballpark' we got over the phone and nobody mentioned the extra for the "
     "meter board until the invoice turned up. Wouldn't have gone ahead so quick if I'd known.", 4, "negative"),
])
def test_reviewed_round_thirty_nine_excused_and_regretted(review, rating, sentiment):
    """A loss said not to be on the firm is excused; going ahead regretted is a complaint."""
    assert Analyser({}).analyse(review, rating)["sentiment"] == sentiment


def test_reviewed_round_thirty_nine_kins_divorce_is_when():
    """A son's divorce told as when is no divorce of the writer's: the grandparents' rights are the job."""
    analyser = Analyser({"categories": ["Family Law Attorney"],
                         "services": [{"id": "divorce", "label": "Divorce & Dissolution"},
                                      {"id": "grandparents", "label": "Grandparents' Rights"}]})
    review = ("They helped me get my grandchildren back in my life after my son's divorce. Didn't even know "
              "grandparents had any rights.")
    assert analyser.analyse(review, 5)["services"] == ["grandparents"]
    assert analyser.analyse("They handled my divorce after my son's wedding.", 5)["services"] == ["divorce"]


def test_reviewed_round_thirty_nine_a_tank_by_how_it_heats():
    """An electric storage tank is a hot water system (not a rainwater tank)."""
    analyser = Analyser({"categories": ["Plumber"],
                         "services": [{"id": "hot-water", "label": "Hot Water System Repairs & Replacement"},
                                      {"id": "rainwater", "label": "Rainwater Tanks & Stormwater"}]})
    review = "Got a grant to swap our old electric storage tank for a heat pump and these guys did the whole thing."
    assert analyser.analyse(review, 5)["services"] == ["hot-water"]


def test_reviewed_round_thirty_nine_no_hot_water_from_a_named_device():
    """"No hot water" is the device named beside it where another label names it (a califont the gas fitting's),
    and the hot water's where nothing else is named."""
    analyser = Analyser({"categories": ["Plumber"],
                         "services": [{"id": "hot-water", "label": "Hot Water Cylinder Repairs & Replacement"},
                                      {"id": "gas", "label": "Gas Fitting & Califont Installs"}]})
    review = "Tenant reported no hot water. The plumber met the tenant and replaced the califont the same day."
    assert analyser.analyse(review, 5)["services"] == ["gas"]
    assert analyser.analyse("No hot water on a Sunday and he sorted it by lunch.", 5)["services"] == ["hot-water"]


@pytest.mark.parametrize("review", [
    "Grant put a camera down it, found it was just roots coming in at one joint, cut them out and patched the joint.",
    "Micheal cleared the roots out of our main line and didnt try to upsell us on replacing the whole thing.",
])
def test_reviewed_round_thirty_nine_roots_cut_out(review):
    """Roots cut out of a drain clear it."""
    analyser = Analyser({"categories": ["Plumber"],
                         "services": [{"id": "drains", "label": "Blocked Drains & Drain Unblocking"},
                                      {"id": "sewer", "label": "Sewer Line Repair & Replacement"}]})
    assert analyser.analyse(review, 5)["services"] == ["drains"]


@pytest.mark.parametrize("technicians, review, found", [
    (["Yusleidy Fernández", "Chase Whitfield"], "La licenciada Yusleydi me ayudó con el TPS de Venezuela.",
     ["Yusleidy Fernández"]),
    (["Jean-Baptiste Pierre-Louis", "Chase Whitfield"], "A real person answered, a man named JB who speaks Creole.",
     ["Jean-Baptiste Pierre-Louis"]),
])
def test_reviewed_round_thirty_nine_spellings_and_initials(technicians, review, found):
    """An i and a y swapped are one sound; a double first name goes by its initials."""
    assert Analyser({"technicians": technicians}).analyse(review, 5)["technicians"] == found


def test_reviewed_round_thirty_nine_his_honour_judge():
    """"HHJ Carlton" is a judge, no visit to Carlton."""
    analyser = Analyser({"service_areas": ["Carlton", "Hucknall"]})
    review = "HHJ Carlton found fully in our favour, so we could adapt the bungalow in Hucknall."
    assert analyser.analyse(review, 5)["service_areas"] == ["Hucknall"]


def test_reviewed_round_thirty_nine_a_county_of_the_name():
    """A county named as a declared town is another place; a declared county is itself."""
    analyser = Analyser({"service_areas": ["Westchester", "Harris County"]})
    assert analyser.analyse("We moved down from Westchester County, NY last year.", 5)["service_areas"] == []
    assert analyser.analyse("We live in Harris County, near Westchester.", 5)["service_areas"] == [
        "Westchester", "Harris County"]


@pytest.mark.parametrize("review, services", [
    ("Grand job. Road accident claim sorted, no fuss.", ["road"]),
    ("Harpreet sorted my claim after I went over on a broken slab down a jitty.", ["slips"]),
    ("Phoned three times about the fall I had in a supermarket. Nobody called back.", ["slips"]),
    ("Good result on my claim after food poisoning at an all-inclusive in Tenerife.", ["holiday"]),
])
def test_reviewed_round_thirty_nine_uk_injury_words(review, services):
    """A road accident, a broken slab, the fall someone had, food poisoning on a holiday."""
    analyser = Analyser({"categories": ["Personal Injury Attorney"],
                         "services": [{"id": "road", "label": "Road Traffic Accident Claims"},
                                      {"id": "slips", "label": "Slips, Trips & Falls"},
                                      {"id": "holiday", "label": "Holiday & Travel Illness Claims"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Dale! Citizen now gracias Hope", ["citizenship"]),
    ("El abogado me representó en mi caso de asilo en la corte de inmigración. Ganamos.", ["asylum"]),
])
def test_reviewed_round_thirty_nine_citizen_now_and_asilo(review, services):
    analyser = Analyser({"categories": ["Immigration Attorney"],
                         "services": [{"id": "citizenship", "label": "Citizenship & Naturalization"},
                                      {"id": "asylum", "label": "Asylum & Withholding of Removal"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review", [
    "Hemi got the hot water going again before lunch.",
    "Came on short notice when the hot water went cold. Element was gone, replaced it same day.",
])
def test_reviewed_round_thirty_nine_hot_water_state_at_a_plumber(review):
    """A plumber's water heater hears the hot water's state as an electrician's cylinder does (one declaration)."""
    analyser = Analyser({"categories": ["Plumber"],
                         "services": [{"id": "hot-water", "label": "Hot Water Cylinder Repairs & Replacement"},
                                      {"id": "drains", "label": "Blocked Drains"}]})
    assert analyser.analyse(review, 5)["services"] == ["hot-water"]


# Round forty.


@pytest.mark.parametrize("review, services", [
    ("Mr. Whitfield untangled the H-1B to green card mess my previous lawyer left me with.", ["work"]),
    ("My employer recommended them for my EB-2 green card and I'm so glad.", ["work"]),
    ("Our L-1 and then the green card were handled by Rajiv, responsive within hours.", ["work"]),
    # kin told beside it keep the kin's case
    ("They did my wife's green card after my H-1B came through.", ["marriage", "work"]),
    ("Our marriage green card was approved without an interview.", ["marriage"]),
])
def test_reviewed_round_forty_green_card_through_a_job(review, services):
    """A green card through a job, told with no kin, is no "Marriage Green Cards" label's."""
    analyser = Analyser({"categories": ["Immigration Attorney"],
                         "services": [{"id": "marriage", "label": "Marriage Green Cards & K-1 Fiancé(e) Visas"},
                                      {"id": "work", "label": "Work Visas (H-1B, L-1, O-1)"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Aircon service was rushed. Bloke was in and out in 20 minutes.", ["aircon"]),
    ("Tradie turned up with the wrong size isolator for the aircon and never came back.", ["aircon"]),
    ("Sorted our dodgy switchboard, no more tripping.", ["switchboard"]),
])
def test_reviewed_round_forty_an_electricians_aircon_by_its_names(review, services):
    """An air conditioning an electrician declares is heard by the AC's names, as at an air conditioning firm."""
    analyser = Analyser({"categories": ["Electrician"],
                         "services": [{"id": "switchboard", "label": "Switchboard Upgrades & Safety Switches"},
                                      {"id": "aircon", "label": "Split System Air Conditioning - Supply, Install & Service"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, technicians", [
    ("Macca was at our door before midnight.", ["Matthew McAllister"]),
    ("Robbo turned up on time and sorted it.", ["Sam Robinson"]),
    ("Hello, thanks for the quick fix.", []),  # no surname's: "Hello" is no Helen
])
def test_reviewed_round_forty_surnames_made_pet_names(review, technicians):
    """A surname made an Australian's pet name, "-o" or "-a" after a doubled consonant ("Mc" said as "Mac")."""
    analyser = Analyser({"categories": ["Plumber"], "services": [],
                         "technicians": ["Helen Lowe", "Sam Robinson", "Matthew McAllister"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


@pytest.mark.parametrize("review, services", [
    ("Paid them to do my DACA renewal and nobody told me they filed it late. Now I have a gap in my work permit.",
     ["daca"]),
    ("Started with them when my work permit was about to lapse. Chase spotted I qualified for a U visa.", ["u-visa"]),
    # (a work permit with no such case is a work visa's)
    ("They got my work permit sorted in a month. Great office.", ["work-visas"]),
])
def test_reviewed_round_forty_a_cases_work_permit_in_another_sentence(review, services):
    """A work permit in a review of DACA, TPS, a U visa, VAWA or asylum is that case's, in any of its sentences."""
    analyser = Analyser({"categories": ["Immigration Attorney"],
                         "services": [{"id": "daca", "label": "DACA Renewals"},
                                      {"id": "u-visa", "label": "U Visas for Crime Victims"},
                                      {"id": "work-visas", "label": "Work Visas (H-1B, L-1, O-1)"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, technicians", [
    ("Debs from the office went through every document with me.", ["Deborah Ashworth"]),
    ("Hope you're reading this Bex - thank you so much!", ["Rebecca Lindqvist"]),
    ("Katarina (or whatever her name is) lost my passport.", ["Katarzyna Nowak"]),
    ("Wills and bills all sorted in one visit.", []),  # no William's
])
def test_reviewed_round_forty_short_forms_with_an_s(review, technicians):
    """A first name's short form of three letters said with an "s" ("Debs", "Becs"), and a few more forms."""
    analyser = Analyser({"categories": ["Immigration Attorney"], "services": [],
                         "technicians": ["Deborah Ashworth", "Rebecca Lindqvist", "Katarzyna Nowak", "William Hart"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


@pytest.mark.parametrize("review, services", [
    ("Booked the aircon service before summer hit, they turned up right on time.", ["aircon"]),
    ("Tomas fixed our leaking tap and the running toilet.", ["general"]),
])
def test_reviewed_round_forty_general_maintenance_is_no_upkeep(review, services):
    """A "General Plumbing Maintenance" label is the trade's odd jobs, not the servicing of the devices."""
    analyser = Analyser({"categories": ["Air Conditioning Contractor", "Plumber"],
                         "services": [{"id": "aircon", "label": "Aircon Servicing, Cleaning & Repairs"},
                                      {"id": "general", "label": "Taps, Toilets & General Plumbing Maintenance"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, technicians", [
    ("Mark rewrote all our contracts and the staff handbook.", ["Mark Pettigrew"]),
    ("Chase sent them one letter and suddenly they found a role for me.", ["Chase Whitfield"]),
    ("When Ellie did finally ring she was helpful.", ["Eleanor Whitcombe"]),
    ("The council grant sent us a letter, nothing more.", []),
])
def test_reviewed_round_forty_more_verbs_after_a_name(review, technicians):
    """A word that is also a name is the person before a verb in the past ("sent", "rewrote", "dealt"); Ellie is
    Eleanor."""
    analyser = Analyser({"categories": ["Employment Attorney"], "services": [],
                         "technicians": ["Mark Pettigrew", "Chase Whitfield", "Eleanor Whitcombe", "Grant Hale"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


@pytest.mark.parametrize("review, services", [
    ("Got a couple of extra powerpoints and a data point put in the home office.", ["powerpoints"]),
    ("He replaced the dodgy outdoor powerpoint and tested every circuit.", ["powerpoints"]),
    ("New switchboard went in on the Tuesday, very tidy.", ["switchboard"]),
])
def test_reviewed_round_forty_a_long_label_word_alone(review, services):
    """One long word of a label that no catalogue entry names is heard alone, as a label the catalogue does not know
    is: "Powerpoints, Data & Rewiring" is "the dodgy powerpoint"."""
    analyser = Analyser({"categories": ["Electrician"],
                         "services": [{"id": "switchboard", "label": "Switchboard Upgrades & Safety Switches"},
                                      {"id": "powerpoints", "label": "Powerpoints, Data & Rewiring"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, rating, sentiment", [
    ("Adaeze got my H-1B transfer approved with no RFE and walked me through every step. Sorry, meant to put 5 "
     "stars, this app is confusing.", 1, "positive"),
    ("Daniel got my H-1B transfer approved with no RFE. Knows this stuff inside out.", 3, "positive"),
])
def test_reviewed_round_forty_no_rfe_and_the_apps_slip(review, rating, sentiment):
    """"No RFE" is an application through without more asked; the apology and the app in the sentence owning up to
    wrong stars speak of the stars, not the work."""
    analyser = Analyser({"categories": ["Immigration Attorney"], "services": [], "technicians": []})
    assert analyser.analyse(review, rating)["sentiment"] == sentiment


def test_reviewed_round_forty_should_have_called_them_first():
    """The business wished for from the start is praise, after another's failure."""
    analyser = Analyser({"categories": ["Plumber"], "services": [], "technicians": ["Aroha Tipene"]})
    review = ("Another plumber had already told us the leak was the shower mixer, replaced it for $480, and the ceiling "
              "was STILL dripping. Aroha found a cracked waste pipe in ten minutes. Should have called Octagon first.")
    assert analyser.analyse(review, 5)["sentiment"] == "positive"


@pytest.mark.parametrize("review, technicians", [
    ("Ka pai te mahi Wiri! Hot water that lasts now.", ["Wiremu Tane"]),
    ("Gabe and his team got my O-1 through.", ["Gabriel Reyes"]),
    ("Kenji and Margo were lovely.", ["Kenji Watanabe", "Margarita Villasenor"]),
])
def test_reviewed_round_forty_more_short_forms(review, technicians):
    analyser = Analyser({"categories": ["Plumber"], "services": [],
                         "technicians": ["Wiremu Tane", "Gabriel Reyes", "Kenji Watanabe", "Margarita Villasenor"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


@pytest.mark.parametrize("review, services", [
    ("Hope got me a clean break order I didn't think was possible.", ["finances"]),
    ("Fees on my financial case went well over the estimate.", ["finances"]),
    ("Excellent result at the family court for my contact case.", ["children"]),
    ("You got the specific issue order through in time for the summer holidays.", ["children"]),
])
def test_reviewed_round_forty_englands_family_orders(review, services):
    """England's clean break order and financial case, contact case and specific issue order."""
    analyser = Analyser({"categories": ["Family Law Attorney"],
                         "services": [{"id": "children", "label": "Child Arrangements Orders"},
                                      {"id": "finances", "label": "Financial Settlements"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, areas", [
    ("We are together at home in Carolton because of them.", ["Carrollton"]),
    ("We live out in carolwood and they came same day.", ["Carrollwood"]),
])
def test_reviewed_round_forty_doubled_letters_written_once(review, areas):
    """A place's doubled letters written once, however many: "Carolton" is Carrollton."""
    analyser = Analyser({"categories": ["Immigration Attorney"], "services": [],
                         "service_areas": ["Carrollton", "Carrollwood", "Plano"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, areas", [
    ("The Drayton family here - Rajesh fitted smoke alarms through the whole house.", []),
    ("Our place in Drayton got new smoke alarms.", ["Drayton"]),
    ("Excellent result at the Drayton family court.", ["Drayton"]),
    ("Benjamin Franklin said nothing is certain except death and taxes.", []),
])
def test_reviewed_round_forty_the_x_family_and_a_first_name_opening(review, areas):
    """A place's name as "the X family" is a family's surname (not the town's family court); so is one after a first
    name the name tables know, opening a sentence."""
    analyser = Analyser({"categories": ["Electrician"], "services": [],
                         "service_areas": ["Omokoroa", "Drayton", "Franklin"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, areas", [
    ("Nice and toasty now out in Flaxy.", ["Flaxmere"]),
    ("Grant did a ripper job at mum's place in Palmy.", ["Palmerston"]),
    ("Space heaters running in every room. Great, thanks.", []),  # no Evergreen
])
def test_reviewed_round_forty_a_place_clipped_to_y(review, areas):
    """A place clipped to its first letters and "-y", capitalised."""
    analyser = Analyser({"categories": ["Plumber"], "services": [],
                         "service_areas": ["Flaxmere", "Palmerston", "Evergreen"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


def test_reviewed_round_forty_great_job_turning_it_into_a_saga():
    """Praise for turning a job into a saga is irony, whatever the stars."""
    analyser = Analyser({"categories": ["Family Law Attorney"], "services": [], "technicians": []})
    review = "great job turning a simple uncontested divorce into a 9 month saga. really impressed with the invoices too"
    assert analyser.analyse(review, 1)["sentiment"] == "negative"


# Round forty-one.


@pytest.mark.parametrize("review, services", [
    ("Darrin replaced our hot water tank out in Evergreen. Old one had rusted through.", ["water-heater"]),
    ("Tuan found the clogged drain line that was making my closet ceiling drip and flushed it.", ["drain-line"]),
    ("Furnace quit on the coldest night of the year and they had it running by ten.", ["furnace"]),
])
def test_reviewed_round_forty_one_a_trade_its_labels_name(review, services):
    """A job of another trade a firm declares is heard by that trade's words for it: a heating firm's "Water Heater
    Repair" is "the hot water tank", its "Condensate Drain Line Cleaning" "the drain line"."""
    analyser = Analyser({"categories": ["HVAC Contractor"],
                         "services": [{"id": "furnace", "label": "Furnace Repair & Replacement"},
                                      {"id": "water-heater", "label": "Water Heater Repair & Replacement"},
                                      {"id": "drain-line", "label": "Condensate Drain Line Cleaning"}]})
    assert analyser.analyse(review, 5)["services"] == services


def test_reviewed_round_forty_one_a_trade_begins_a_label_word():
    """A trade's words name it in a label only where they begin a word: "duct" is no HVAC in "Child Abduction"."""
    from reviewsd.insights.trades import HVAC, LAW, trades_for_business
    assert trades_for_business(["Family Law Attorney"], ["international relocation & child abduction"]) == (LAW,)
    assert trades_for_business(["Family Law Attorney"], ["ductwork"]) == (LAW, HVAC)


@pytest.mark.parametrize("review, services", [
    ("Dean and his apprentice put 14 LED downlights through the house.", ["lighting"]),
    ("Apprentice on his phone the whole time, and my downlights are now all different colours.", ["lighting"]),
    # an upgrade of the supply still only where it is replaced
    ("The safety switch kept tripping every time the kettle was on.", []),
    ("They swapped the old ceramic fuses for a new switchboard with safety switches.", ["switchboard"]),
])
def test_reviewed_round_forty_one_an_upgrade_to_something_new(review, services):
    """An upgrade to what is new ("LED Lighting & Downlight Upgrades") is heard wherever it is named; one of a home's
    supply ("Switchboard Upgrades") only where the supply is replaced."""
    analyser = Analyser({"categories": ["Electrician"],
                         "services": [{"id": "switchboard", "label": "Switchboard Upgrades & Safety Switches"},
                                      {"id": "lighting", "label": "LED Lighting & Downlight Upgrades"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Got my mom's house set up with one of those transfer on death deeds so it won't have to go through probate.",
     ["tod"]),
    ("It's not inexpensive, but our kids won't have to go through probate, and that is worth a lot.", []),
    ("Our agent recommended them for a TOD deed on Mom's condo.", ["tod"]),
    ("Miguel knew his stuff on the medical assistance side and got Mom qualified.", ["elder"]),
    ("He walked us through a supplemental needs trust to protect his SSI.", ["special-needs"]),
    ("We didn't know we'd lose the right to make medical decisions for him.", []),  # no Medi-Cal
    ("Probate took nine months but they kept us informed.", ["probate"]),
])
def test_reviewed_round_forty_one_estate_plans_by_their_names(review, services):
    """What an estate plan keeps the family out of ("won't have to go through probate") is no probate; a TOD deed, a
    supplemental needs trust and Minnesota's Medical Assistance are their labels' jobs."""
    analyser = Analyser({"categories": ["Estate Planning Attorney"],
                         "services": [{"id": "trusts", "label": "Wills & Revocable Living Trusts"},
                                      {"id": "probate", "label": "Probate & Estate Administration"},
                                      {"id": "special-needs", "label": "Special Needs Planning"},
                                      {"id": "elder", "label": "Elder Law & Medical Assistance Planning"},
                                      {"id": "tod", "label": "Transfer on Death Deeds"},
                                      {"id": "trust-admin", "label": "Trust Administration"},
                                      {"id": "contests", "label": "Will & Trust Contests"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Rang at 9pm with sparks coming out of a wall socket. Rawiri was here within 40 minutes.", ["emergency"]),
    ("Did the switchboard in our apartment, took three days because they turned up without the right parts.",
     ["switchboard"]),
    ("Heat pump was blowing cold on heat mode and they found the fault in ten minutes.", ["heat-pump-repair"]),
])
def test_reviewed_round_forty_one_faults_of_another_trades_device(review, services):
    """"Heat Pump Repairs & Fault Finding" at a heat pump and electrical firm finds the heat pump's faults, not the
    electrics' ("sparks from a wall socket")."""
    analyser = Analyser({"categories": ["HVAC Contractor", "Electrician"],
                         "services": [{"id": "heat-pump-repair", "label": "Heat Pump Repairs & Fault Finding"},
                                      {"id": "switchboard", "label": "Switchboard Upgrades"},
                                      {"id": "emergency", "label": "24/7 Emergency Callouts"}]})
    assert analyser.analyse(review, 5)["services"] == services


def test_reviewed_round_forty_one_faults_of_the_same_trades_devices():
    """... but "Power Points, Rewiring & Fault Finding" at an electrician's finds the electrics' faults."""
    analyser = Analyser({"categories": ["Electrician"],
                         "services": [{"id": "power-points", "label": "Power Points, Rewiring & Fault Finding"}]})
    assert analyser.analyse("Breaker kept tripping every time the kettle was on.", 5)["services"] == ["power-points"]


def test_reviewed_round_forty_one_a_car_wreck_is_a_car_accident():
    """"Car Wreck Claims" is the car accident entry's: "I was rear-ended on I-285"."""
    analyser = Analyser({"categories": ["Personal Injury Attorney"],
                         "services": [{"id": "car-wrecks", "label": "Car Wreck Claims"},
                                      {"id": "wrongful-death", "label": "Wrongful Death & Catastrophic Injury"}]})
    assert analyser.analyse("I was rear-ended on I-285 near the exit.", 5)["services"] == ["car-wrecks"]


@pytest.mark.parametrize("review", [
    "Priya was fantastic, rang me back within ten minutes on a Sunday when half the house lost power, talked me "
    "through checking the safety switch and then came out anyway. Not sure why it only let me pick one star, meant "
    "five!!",
    "Not sure why it only let me pick one star, meant 5!! Grant rewired the kitchen circuits after our old board kept "
    "tripping. Spotless job, and he showed me the burnt wire he pulled out.",
])
def test_reviewed_round_forty_one_the_stars_meant(review):
    """Stars the form only let the reviewer pick, with the stars meant after: the stars meant are the rating."""
    analyser = Analyser({"categories": ["Electrician"], "services": []})
    assert analyser.analyse(review, 1)["sentiment"] == "positive"


@pytest.mark.parametrize("review, technicians", [
    ("Grant clearly knows employment law inside out.", ["Grant Okonkwo"]),
    ("burst pipe at 2am. cheers grant ur a legend", ["Grant Okonkwo"]),
    ("Grant!!! Best sparky in Nelson hands down", ["Grant Okonkwo"]),
    ("the tech (summer i think her name was) was lovely", ["Summer Nakamura"]),
    ("tom the polish bloke was great, fixed the kitchen powerpoints", ["Tomasz Kowalczyk"]),
    ("Ruari kept the pressure on and we got a fair outcome.", ["Ruaraidh MacLeod"]),
    ("The insurers' solicitor, a Mr Hope, was a nightmare.", []),
    ("They sent a Mr Hope out and he was great.", ["Hope Adeyemi"]),
    ("Got the grant! So happy.", []),
])
def test_reviewed_round_forty_one_names_that_are_words(review, technicians):
    """A name that is a word, by how a person is spoken of: a verb after an adverb ("Grant clearly knows"), thanked and
    spoken to ("cheers grant ur a legend"), called out ("Grant!!!"), named after their role in brackets, or with
    what they are after "the"; not a titled stranger introduced in an aside ("a Mr Hope,")."""
    analyser = Analyser({"categories": ["Electrician"], "services": [],
                         "technicians": ["Grant Okonkwo", "Summer Nakamura", "Tomasz Kowalczyk", "Ruaraidh MacLeod",
                                         "Hope Adeyemi"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


@pytest.mark.parametrize("review, areas", [
    ("Motorcycle wreck out by eastpoint. Pritchett kept me in the loop every week.", ["East Point"]),
    ("We're on a lifestyle block out past Haumona and our septic had been playing up.", ["Haumoana"]),
    ("Pritchett went past the point of caring.", []),
])
def test_reviewed_round_forty_one_a_place_beside_or_beyond(review, areas):
    """A place is heard after words of how far along, or beside, it is ("out past", "out by"), as after "in"."""
    analyser = Analyser({"categories": ["Plumber"], "services": [], "service_areas": ["East Point", "Haumoana"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review", [
    "Other side's lawyer ran rings round them. Nice people though.",
    "Expensive. Like really expensive for a plea deal I probably could have gotten with a public defender. Nice "
    "people though.",
])
def test_reviewed_round_forty_one_nice_people_though(review):
    """How pleasant they were, said as an afterthought ("Nice people though."), concedes: the complaint is the
    verdict, under four stars too."""
    analyser = Analyser({"categories": ["Law Firm"], "services": []})
    assert analyser.analyse(review, 4)["sentiment"] == "negative"


@pytest.mark.parametrize("review, services", [
    ("She got it stopped when my lad's mum tried to take him off to live in Spain without telling me.",
     ["relocation"]),
    ("Finally someone who knows the Hague Convention stuff inside out.", ["relocation"]),
    ("We agreed every other weekend with the kids.", ["child-arrangements"]),
    ("I take the kids to school on Mondays now.", []),
])
def test_reviewed_round_forty_one_a_childs_relocation(review, services):
    """A parent taking the children to live far away, or abroad without leave, is a relocation label's job."""
    analyser = Analyser({"categories": ["Family Law Attorney"],
                         "services": [{"id": "child-arrangements", "label": "Child Arrangements (Custody & Contact)"},
                                      {"id": "relocation", "label": "Relocation & International Child Abduction"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Grant and Tomasz put in our 6.6kW system plus the battery last month.", ["solar-install", "battery"]),
    ("Quote for a 10kW system was $4k more than two other mobs for the same panels.", ["solar-install"]),
    ("Our 6.6kW system stopped producing after the storm and they fixed it.", ["solar-repairs"]),
])
def test_reviewed_round_forty_one_a_solar_system_by_its_size(review, services):
    """A solar system put in, or quoted for, by its size ("our 6.6kW system") is an installation, not a repair."""
    analyser = Analyser({"categories": ["Electrician", "Solar Energy Contractor"],
                         "services": [{"id": "solar-install", "label": "Solar Panel Installation"},
                                      {"id": "battery", "label": "Home Battery Storage"},
                                      {"id": "solar-repairs", "label": "Solar System Health Checks & Repairs"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review", [
    "They sent someone to the Royal Infirmary to see my mum and witness her new will.",
    "The solicitor came out to my dad's bungalow when he was too frail to travel into town.",
])
def test_reviewed_round_forty_one_home_and_hospital_visits(review):
    """A solicitor sent to a hospital, or come out to a relative's house, is a home visit."""
    analyser = Analyser({"categories": ["Estate Planning Attorney"],
                         "services": [{"id": "home-visits", "label": "Home & Hospital Visits"}]})
    assert analyser.analyse(review, 5)["services"] == ["home-visits"]


@pytest.mark.parametrize("review, areas", [
    ("fixed the leaking pipe under the sink at our holiday place up near dalyellup beach, fair price.", ["Dalyellup"]),
    ("We walked the dog at dalyellup beach park yesterday and they came after.", []),
])
def test_reviewed_round_forty_one_a_places_beach_in_lower_case(review, areas):
    """A place's beach near which someone is, in lower case too ("up near dalyellup beach"), is the place."""
    analyser = Analyser({"categories": ["Plumber"], "services": [], "service_areas": ["Dalyellup"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, areas", [
    ("We're out in Otatra on a lifestyle block and most firms charge a fortune to come out.", ["Otatara"]),
    ("Did all the new lighting in our cafe in ahurri. Worked round our opening hours.", ["Ahuriri"]),
    ("Bunch of crooks. Took 33% of my compensation plus VAT.", []),
])
def test_reviewed_round_forty_one_a_seven_letter_name_misspelt(review, areas):
    """A name of seven letters misspelt by a letter is heard capitalised, or where someone lives ("in ahurri"); not
    as any word a letter from it ("crooks" for Crookes)."""
    analyser = Analyser({"categories": ["Plumber"], "services": [],
                         "service_areas": ["Otatara", "Ahuriri", "Crookes"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, sentiment", [
    ("Heat pump service done in Roslyn on Thursday. Invoice paid.", "neutral"),
    ("Installed 3 splits in March.", "neutral"),
    ("They came out Tuesday and replaced the igniter on our furnace. Bill was $215.", "neutral"),
    # (not a record with feeling, or one the words praise)
    ("They came out Tuesday and replaced the igniter on our furnace!", "positive"),
    ("Got our prenup done in a week.", "positive"),
    ("Our family has used them since we moved to Lakeside in 2009. Always dependable.", "positive"),
])
def test_reviewed_round_forty_one_a_bare_record(review, sentiment):
    """A record of what was done and when, with no word of opinion the rules or the models hear, is neutral under five
    stars."""
    analyser = Analyser({"categories": ["HVAC Contractor"], "services": []})
    assert analyser.analyse(review, 5)["sentiment"] == sentiment


@pytest.mark.parametrize("review, services", [
    ("Used them for dad's executry. Took about a year, which they said was normal.", ["executry"]),
    ("Sent in all the paperwork for my aunt's estate in Bearsden and heard nothing for six weeks.", ["executry"]),
    ("My brothers contested dad's will and they got us to an agreement without court.", ["disputes"]),
])
def test_reviewed_round_forty_one_executry_the_job_its_name_opens(review, services):
    """Scotland's executry is the estate's administration; of labels it links, the one it opens is the job itself,
    heard where the sentence says nothing of the others ("Executry Disputes", "Executry Conveyancing")."""
    analyser = Analyser({"categories": ["Solicitor", "Estate Planning Attorney"],
                         "services": [{"id": "executry", "label": "Executry Administration & Confirmation"},
                                      {"id": "disputes", "label": "Contested Wills & Executry Disputes"},
                                      {"id": "estate-property",
                                       "label": "Selling the Family Home: Executry Conveyancing"}]})
    assert analyser.analyse(review, 4)["services"] == services


@pytest.mark.parametrize("review, sentiment", [
    ("Great job on the aircon clean, guys. Unit now smells exactly as mouldy as it did before, plus there's black "
     "water streaked all down my freshly painted wall. Really impressed. $180 well spent.", "negative"),
    ("Just love sitting in the dark watching the sunset because the 'emergency' electrician we rang at 5pm said he'd "
     "be there within the hour and turned up at 10 the next morning. Super helpful.", "negative"),
])
def test_reviewed_round_forty_one_irony_of_money_and_love(review, sentiment):
    """"$180 well spent." is an exclamation of praise, ironic under a complaint as the others are; "Just love
    sitting in the dark" delight in a misfortune."""
    analyser = Analyser({"categories": ["Electrician"], "services": []})
    assert analyser.analyse(review, 1)["sentiment"] == sentiment


def test_reviewed_round_forty_one_money_well_spent_sincere():
    """... and sincere after praise: "New switchboard, no more tripping. $900 well spent."."""
    analyser = Analyser({"categories": ["Electrician"], "services": []})
    assert analyser.analyse("New switchboard, no more tripping. $900 well spent.", 5)["sentiment"] == "positive"


def test_reviewed_round_forty_one_someones_lawyer_ate_ours_alive():
    """"Brandon's lawyer" is a person's, no town Brandon's; and their lawyer eating ours alive is a complaint."""
    analyser = Analyser({"categories": ["Family Law Attorney"], "services": [], "service_areas": ["Brandon"]})
    found = analyser.analyse("Brandon's lawyer ate ours alive in our divorce mediation. Our attorney barely said a "
                             "word all day.", 1)
    assert (found["service_areas"], found["sentiment"]) == ([], "negative")


# Round forty-two.
@pytest.mark.parametrize("review, services", [
    ("Fantastic service from Sione and the team, heat pump installed in our Awapuni flat in one morning.",
     ["heat-pump-install"]),
    ("Good service on the heat pump, mark was really thorough, did all the filters.", ["heat-pump-servicing"]),
])
def test_reviewed_round_forty_two_the_service_praised_is_no_servicing(review, services):
    """A label's "Servicing", heard by its words anywhere in a sentence, is not the service praised ("Fantastic
    service from Sione"); "Good service on the heat pump" is still the servicing."""
    analyser = Analyser({"categories": ["HVAC Contractor"],
                         "services": [{"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
                                      {"id": "heat-pump-servicing", "label": "Heat Pump Servicing & Cleaning"},
                                      {"id": "heat-pump-repair", "label": "Heat Pump Repairs & Diagnostics"}]})
    assert analyser.analyse(review, 5)["services"] == services


def test_reviewed_round_forty_two_three_stars_named_in_words_are_not_the_models():
    """Three stars and "Middle of the road." is the reviewer's verdict: the text model, sure the praise of the
    first sentence wins, does not overrule it."""
    analyser = Analyser({"categories": ["Plumber"], "services": []})
    review = ("Tom knows his stuff, picked the dripping laundry tap as a worn seat and the banging in the walls as "
              "water hammer straight away. But the arrestor he fitted hasn't fully stopped the banging, and callout "
              "plus parts came to more than I expected. Middle of the road.")
    assert analyser.analyse(review, 3)["sentiment"] == "neutral"


@pytest.mark.parametrize("review, technicians", [
    ("Top blokes. Grant and Harps sorted the gas hookup for our new oven the same week we rang.",
     ["Grant Pollard", "Harpreet Singh"]),
    ("Deeps is a legend. Fixed the aircon in the kids room, turned out to be a $30 capacitor.", ["Deepak Raghunathan"]),
])
def test_reviewed_round_forty_two_a_first_names_beginning_made_a_pet_name_with_an_s(review, technicians):
    """"Harps" is Harpreet, "Deeps" Deepak: a first name's beginning (four letters at least) and an "-s"."""
    analyser = Analyser({"categories": ["Plumber"], "services": [],
                         "technicians": ["Grant Pollard", "Harpreet Singh", "Deepak Raghunathan"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


@pytest.mark.parametrize("review, areas", [
    ("We bought the place for the bay view, not for the roof, which had been patched with tar.", []),
    ("Out here in Bay View most plumbers won't come for a small job. These guys did.", ["Bay View"]),
    ("Booked a 'free' aircon quote out at Kearney Springs. Bloke turned up 2 hrs late.", ["Kearneys Spring"]),
    ("Good outcome on my car wreck case (T-boned at 13th and Grant in capital hill).", ["Capitol Hill"]),
    ("The capital was tied up in the house on the hill for years.", []),
])
def test_reviewed_round_forty_two_areas_of_common_words_moved_esses_and_slipped_vowels(review, areas):
    """A lowercase name of common words after "for the" is those words ("the bay view"); a possessive's "s" moved
    to the other word is the same place ("Kearney Springs"); a vowel slipped beside the other word, where a place
    goes, is the place in any case ("in capital hill")."""
    analyser = Analyser({"categories": ["Plumber"], "services": [],
                         "service_areas": ["Bay View", "Kearneys Spring", "Capitol Hill"]})
    assert analyser.analyse(review, 4)["service_areas"] == areas


@pytest.mark.parametrize("review, areas", [
    ("Mark my words, these boys are the best in Shepp. In and out in half an hour.", ["Shepparton"]),
    ("Had them out to the shop in Shep last week.", []),  # (no doubled letter: not clipped so)
])
def test_reviewed_round_forty_two_a_name_clipped_at_a_doubled_consonant(review, areas):
    """"the best in Shepp" is Shepparton: a long name clipped after a doubled consonant, capitalised."""
    analyser = Analyser({"categories": ["Plumber"], "services": [], "service_areas": ["Shepparton", "Mooroopna"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, services", [
    ("I live in Five Points and was crossing Welton when a car ran the light.", ["bike-pedestrian"]),
    ("Was walking on the Cherry Creek Trail when an e-bike rider going way too fast plowed into me.",
     ["bike-pedestrian"]),
    ("We were walking out of the hearing when the other driver's lawyer ran into us in the lobby.", ["car-accidents"]),
])
def test_reviewed_round_forty_two_a_pedestrian_without_the_word(review, services):
    """A pedestrian told without the word: crossing a street when a car came ("and was crossing"), walking when
    someone ploughed into the writer (not a lawyer who "ran into us" in a lobby: met by chance)."""
    analyser = Analyser({"categories": ["Personal Injury Attorney"],
                         "services": [{"id": "car-accidents", "label": "Car Accident Injury Claims"},
                                      {"id": "bike-pedestrian", "label": "Bicycle & Pedestrian Injuries"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Outdoor unit is so loud we can hear it from the bedroom. I asked about putting it round the other side before "
     "the install and was told it'd be fine.", ["heat-pump-install"]),
    ("Our 10 year old Fujitsu was throwing an error code and blowing cold air. Sione diagnosed a dead fan motor. "
     "Fixed and warm.", ["heat-pump-repair"]),
])
def test_reviewed_round_forty_two_an_hvac_contractor_and_electrician_looks_after_its_heat_pumps(review, services):
    """An "HVAC Contractor" names no device, but installs and services heat pumps by labels of their own: beside an
    "Electrician" too (whose electrics are no heating or cooling), those are what it looks after, "the install" and
    a make failing its installation and repair."""
    analyser = Analyser({"categories": ["HVAC Contractor", "Electrician"],
                         "services": [{"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
                                      {"id": "heat-pump-servicing", "label": "Heat Pump Servicing & Cleaning"},
                                      {"id": "heat-pump-repair", "label": "Heat Pump Repairs & Diagnostics"},
                                      {"id": "switchboard", "label": "Switchboard Upgrades"},
                                      {"id": "lighting", "label": "LED Lighting Design & Installation"},
                                      {"id": "ev-charger", "label": "EV Charger Installation"}]})
    assert analyser.analyse(review, 4)["services"] == services


@pytest.mark.parametrize("review, areas", [
    ("Found a cracked copper pipe under the slab in about 20 min. Very clever. (Sebastapol)", ["Sebastopol"]),
    ("Took a day off and came in from Oldam for a meeting, and then Daniel forgot to file my ET1.", ["Oldham"]),
    ("The old ham sandwich he left on our bench was still there a week later.", []),
])
def test_reviewed_round_forty_two_a_sign_off_in_brackets_and_a_hams_h_unsaid(review, areas):
    """A place signed off with in brackets ("(Sebastapol)", misspelt as a sign-off may be), and a "-ham" written
    without its unsaid "h", capitalised ("from Oldam")."""
    analyser = Analyser({"categories": ["Plumber"], "services": [], "service_areas": ["Sebastopol", "Oldham"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, technicians", [
    ("Come in on budget which never happens. Grants team are awesome, the new bathroom looks unreal.",
     ["Grant Ngata"]),
    ("The Wills team drew up everything in a fortnight.", []),
    ("Federal grants team up with state ones for solar.", []),
])
def test_reviewed_round_forty_two_a_names_s_without_its_apostrophe(review, technicians):
    """"Grants team" is Grant's: a first name and an "s" before what someone has, whatever word the name is too;
    not a team of a kind ("the Wills team"), nor a word in lower case."""
    analyser = Analyser({"categories": ["Plumber"], "services": [], "technicians": ["Grant Ngata", "Will Ashworth"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


@pytest.mark.parametrize("review, services", [
    ("We finally bit the bullet and gutted the 1970s bathroom in our place (pink bath, the works).", ["bathroom-reno"]),
    ("The leak had gutted the ceiling under the bathroom.", []),
])
def test_reviewed_round_forty_two_a_bathroom_gutted_is_renovated(review, services):
    """"gutted the 1970s bathroom" is its renovation (not a ceiling a leak gutted under it)."""
    analyser = Analyser({"categories": ["Plumber"],
                         "services": [{"id": "bathroom-reno", "label": "Bathroom Renovations"},
                                      {"id": "hot-water", "label": "Hot Water Repairs & Replacement"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("not sure why it's asking for stars. guys were great, aircon service done, all good", ["ac-service"]),
    ("Bao was fantastic, serviced both our split systems and cleaned the filters properly, they were feral. Blowing "
     "cold again.", ["ac-service"]),
])
def test_reviewed_round_forty_two_a_compliance_check_is_no_upkeep(review, services):
    """A firm's one label of checks for compliance ("Smoke Alarm Compliance Checks") is not its upkeep service:
    "aircon service done" is the aircon's servicing."""
    analyser = Analyser({"categories": ["Electrician", "Air Conditioning Contractor"],
                         "services": [{"id": "switchboard", "label": "Switchboard Upgrades & Safety Switches"},
                                      {"id": "split-system", "label": "Split System Air Conditioning Supply & Install"},
                                      {"id": "ac-service", "label": "Air Conditioner Servicing & Repairs"},
                                      {"id": "emergency", "label": "24/7 Emergency Callouts"},
                                      {"id": "lighting", "label": "LED Lighting & Downlights"},
                                      {"id": "solar", "label": "Solar & Battery Systems"},
                                      {"id": "power-points", "label": "Power Points & General Electrical"},
                                      {"id": "ev-charger", "label": "EV Charger Installation"},
                                      {"id": "smoke-alarms", "label": "Smoke Alarm Compliance Checks"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, areas", [
    ("Top blokes, fair price. Best in Goona.", ["Goonellabah"]),
    ("Top blokes, fair price. Best in goona.", []),  # (in lower case, a word's as likely)
])
def test_reviewed_round_forty_two_a_name_clipped_to_an_a(review, areas):
    """"Best in Goona." is Goonellabah: a long name clipped and made an "-a", as "-o" and "-y" are, capitalised."""
    analyser = Analyser({"categories": ["Plumber"], "services": [], "service_areas": ["Goonellabah", "Lismore"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


# Round forty-three.
@pytest.mark.parametrize("review, services", [
    ("Heat pump works fine now. Took two visits to figure out it was low on gas though.", ["heat-pump-service"]),
    ("Our heat-pump had not been serviced in years, they cleaned the filters.", ["heat-pump-service"]),
    ("The pump on our tank kept kicking in all night, they replaced it.", ["rainwater"]),
])
def test_reviewed_round_forty_three_a_word_alone_is_not_inside_anothers_compound(review, services):
    """"Pumps" of "Rainwater Tanks & Pumps", a word the catalogue does not know heard alone, is no "heat pump" beside
    "Heat Pump Supply & Installation"."""
    analyser = Analyser({"categories": ["Plumber", "HVAC Contractor"],
                         "services": [{"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
                                      {"id": "heat-pump-service", "label": "Heat Pump Servicing, Cleaning & Repairs"},
                                      {"id": "hot-water", "label": "Hot Water Cylinder Repairs & Replacement"},
                                      {"id": "rainwater", "label": "Rainwater Tanks & Pumps"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, areas", [
    ("Mum's aircon died at her place in Coolum and they had a bloke there by 5.", ["Coolum Beach"]),
    ("Couldn't get anyone else in Coffs for a fortnight.", ["Coffs Harbour"]),
    ("We've got an older 70s brick place up in Havelock.", ["Havelock North"]),
    ("hit by a car on Thames st in fells, they sorted it", ["Fells Point"]),
    ("Good install at our new build at Trinity Park, runs really well.", []),  # (another name)
    ("Best lawyers in Miami, hands down.", []),  # (the city a beach town is named after)
    ("Best aircon mob in Mildura hands down.", []),  # (the city, not its southern suburb)
])
def test_reviewed_round_forty_three_a_place_by_the_word_before_its_kind(review, areas):
    """A two-word name whose second word says only what kind of place (a beach, a harbour, a bay, a point, the north
    of a town) goes by its first word after a place preposition: "in Coolum" is Coolum Beach."""
    analyser = Analyser({"categories": ["Plumber"], "services": [],
                         "service_areas": ["Coolum Beach", "Coffs Harbour", "Havelock North", "Fells Point",
                                           "Trinity Beach", "Miami Beach", "Mildura South"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, technicians", [
    ("Aircon died on a Sunday arvo, Mick was here within two hours and had it sorted.", ["Michael O'Loughlin"]),
    ("Dean never once returned a call himself, it was always his assistant.", ["Dean Szczepanski"]),
    ("wojo went to bat for me, got the other guys insurance to pay out.", ["Dennis Wojciechowski"]),
    ("Vando came out and walked the whole section with me.", ["Craig Vandermolen"]),
    ("Did a demo of the app for us, all good.", []),  # (a word, not "Dem..." made a pet name)
])
def test_reviewed_round_forty_three_short_and_pet_names(review, technicians):
    """"Mick" is Michael; "Dean never once returned" is Dean (a word between a name and its verb); a surname's first
    letters with an "-o" after a consonant are its pet name ("wojo", "Vando")."""
    analyser = Analyser({"categories": ["Electrician"],
                         "technicians": ["Michael O'Loughlin", "Dean Szczepanski", "Dennis Wojciechowski",
                                         "Craig Vandermolen", "Priya Dempsey"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


@pytest.mark.parametrize("review, areas", [
    ("Bev Drayton next door put us onto these guys after our cistern kept running.", []),
    ("Dave Brookfield over the fence put us onto them.", []),
    ("My ex had hired a very aggressive attorney (Baker, if you know you know) and filed again.", []),
    ("We're in Drayton, just down the road from the school, and they came the same day.", ["Drayton"]),
    ("They came out to Baker the same day.", ["Baker"]),
])
def test_reviewed_round_forty_three_a_neighbour_or_a_worker_named(review, areas):
    """A name told as a neighbour's ("Bev Drayton next door", "over the fence") or a worker's in brackets ("attorney
    (Baker, ...)") is a person, not the place of that name."""
    analyser = Analyser({"categories": ["Plumber"], "services": [],
                         "service_areas": ["Drayton", "Brookfield", "Baker"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


EMPLOYMENT_FIRM = {"categories": ["Employment Attorney"],
                   "services": [{"id": "unfair-dismissal", "label": "Unfair Dismissal Claims"},
                                {"id": "settlement", "label": "Settlement Agreements – Fast, Fixed-Fee Advice"},
                                {"id": "discrimination", "label": "Discrimination & Harassment at Work"},
                                {"id": "employer-hr", "label": "Employer Services: Contracts, Handbooks & HR Support"}]}


@pytest.mark.parametrize("review, services", [
    ("She handled my unfair dismissal and we settled through ACAS before it got near a tribunal.",
     ["unfair-dismissal"]),
    ("My discrimination claim settled a week before the hearing.", ["discrimination"]),
    ("Raj went through the settlement agreement my employer offered and said it was fair.", ["settlement"]),
    ("Quick turnaround on my settlement agrmt, signed the same week.", ["settlement"]),
    # (a label's sales line is no job: "Fast, Fixed-Fee Advice")
    ("We run a small café and used them for new contracts and a staff handbook. The fixed fee was what we paid.",
     ["employer-hr"]),
])
def test_reviewed_round_forty_three_a_settlement_agreement_is_not_every_claim_settled(review, services):
    """"Settlement Agreements" is the agreement to leave for a sum ("the settlement agreement my employer offered"),
    not every claim settled; and the label's sales line after its dash ("Fast, Fixed-Fee Advice") names no job."""
    assert Analyser(EMPLOYMENT_FIRM).analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, areas", [
    ("Englwood mom here. Went in thinking I needed a full-blown divorce attorney.", ["Englewood"]),
    ("My late father Arnold always said get everything in writing.", []),
    ("Got one of their systems for my mother Roslyn's unit and no more wet windows.", []),
    ("We moved to Arnold last year with my mother and they came out the same day.", ["Arnold"]),
])
def test_reviewed_round_forty_three_a_local_here_and_a_parent_named(review, areas):
    """A name misspelt before "mom here" is where the writer lives ("Englwood mom here."); one after a father or a
    mother ("my late father Arnold") is theirs, a person."""
    analyser = Analyser({"categories": ["Family Law Attorney"], "services": [],
                         "service_areas": ["Englewood", "Arnold", "Roslyn"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, areas", [
    ("Neighbor in Wash Park recommended them.", ["Washington Park"]),
    ("We had a house in Wash Park and a rental out of town.", ["Washington Park"]),
    ("We had to wash park benches for community service.", []),
])
def test_reviewed_round_forty_three_a_long_first_word_clipped(review, areas):
    """"Wash Park" is Washington Park: a two-word name's long first word clipped, capitalised, before its second."""
    analyser = Analyser({"categories": ["Family Law Attorney"], "services": [], "service_areas": ["Washington Park"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, services", [
    ("Got me a better result on the finances than I expected.", ["finances"]),
    ("Divorce finalised, finances sorted, and I never once had to chase.", ["divorce", "finances"]),
    ("Outcome was good - house sold and split 60/40 in my favour.", ["finances"]),
    ("The outcome on the money side was decent.", ["finances"]),
    ("Divorce done and dusted, money split, all by phone.", ["divorce", "finances"]),
    ("Rhiannon got the divorce through in five months.", ["divorce"]),
])
def test_reviewed_round_forty_three_the_finances_of_a_divorce(review, services):
    """A divorce's money parted as English and Scottish writers say it ("the finances", "finances sorted", "the money
    side", "house sold and split") is the firm's "Financial Settlements on Divorce"."""
    analyser = Analyser({"categories": ["Family Law Attorney"],
                         "services": [{"id": "divorce", "label": "Divorce & Separation"},
                                      {"id": "finances", "label": "Financial Settlements on Divorce"},
                                      {"id": "children", "label": "Child Arrangements Orders"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Sorted my claim after the bus braked hard and I went flying down the stairs from the top deck.", ["road"]),
    ("Bus I was on slammed the brakes on and I smashed my face on the rail.", ["road"]),
    ("Brilliant with my claim after the bus crash.", ["road"]),
    ("Sorted me claim after I fell off a ladder in the warehouse I work at.", ["work"]),
    ("Did my back in lifting at the depot and thought I'd just have to lump it.", ["work"]),
    ("Got £6,200 for my fall down the stairs at work.", ["work"]),
    ("Took on my case for an injury at the docks, then went quiet for 14 months.", ["work"]),
    ("Missed the bus twice coming to their office.", []),
])
def test_reviewed_round_forty_three_a_bus_passenger_and_a_worker_hurt(review, services):
    """A passenger thrown about on a bus that braked or crashed is a road traffic claim; a fall or a back done in at
    the warehouse, the depot, the docks or at work is an accident at work."""
    analyser = Analyser({"categories": ["Personal Injury Attorney"],
                         "services": [{"id": "road", "label": "Road Traffic Accident Claims"},
                                      {"id": "work", "label": "Accidents at Work"},
                                      {"id": "slips", "label": "Slips, Trips & Falls"}]})
    assert analyser.analyse(review, 5)["services"] == services


WILLS_FIRM = {"categories": ["Estate Planning Attorney"],
              "services": [{"id": "wills", "label": "Will Writing & Mirror Wills"},
                           {"id": "contested", "label": "Contested Wills & Inheritance Act Claims"},
                           {"id": "probate", "label": "Probate & Estate Administration"}]}


@pytest.mark.parametrize("review", [
    "Not what I hoped for. The advice on challenging my stepmother over Dad's will was probably right.",
    "My sister and I are contesting our stepmother's claim on Dad's house.",
    "After my dad died my brother produced a 'new' will made three weeks before he passed.",
    "Mum's will was being challenged by a cousin who hadn't seen her in 20 years.",
])
def test_reviewed_round_forty_three_a_will_challenged(review):
    """A will challenged by someone ("challenging my stepmother over Dad's will", "produced a new will", "was being
    challenged") is the contested will."""
    assert "contested" in Analyser(WILLS_FIRM).analyse(review, 5)["services"]


@pytest.mark.parametrize("review, services", [
    ("Easy painless will. Thanks Eilidh and Aamir", ["wills"]),
    ("He went over it all twice. Will's done and signed.", ["wills"]),
    ("Will itself was fine. Booking in took ages.", ["wills"]),
    ("Waited 6 weeks for a draft will, two typos in my own name.", ["wills"]),
    ("Will and Priya were both involved in sorting the paperwork.", []),
])
def test_reviewed_round_forty_three_a_will_written(review, services):
    """The document itself, opening a sentence ("Will's done and signed", "Will itself was fine") or plainly described
    ("Easy painless will.", "a draft will"), is the will writing."""
    assert Analyser(WILLS_FIRM).analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Dad died in March. Eleven months later the estate still isn't wound up.", ["probate"]),
    ("Four months to reply to a simple question about when the estate would be distributed.", ["probate"]),
    ("They charged a percentage of the estate ON TOP of hourly rates.", ["probate"]),
    ("Three separate letters asking for the same death certificate I handed over at the first meeting.", ["probate"]),
    ("Fine. Did what we needed for the estate, nothing more nothing less.", ["probate"]),
    ("Still waiting on confirmation seven months on while Mum's house sits empty.", ["probate"]),
    ("Did our wills in an afternoon, lovely people.", ["wills"]),
])
def test_reviewed_round_forty_three_an_estate_administered_or_not_yet(review, services):
    """An estate not yet wound up, distributed, charged a share of, its death certificate asked for again, or its
    Scottish grant ("confirmation") awaited is its administration."""
    assert Analyser(WILLS_FIRM).analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("They took my money and my ex still has the house in Coquitlam. Useless.", ["property"]),
    ("We lost on the house and I really think someone more experienced would have pushed harder.", ["property"]),
    ("They got me a decent deal on the house.", ["property"]),
    ("She made sure I understood my rights re the matrimonial home.", ["property"]),
    ("I had given up hope of ever getting a fair split after 22 years of marriage.", ["property"]),
    ("Priya sorted the parenting plan in a month.", ["parenting"]),
])
def test_reviewed_round_forty_three_the_house_parted(review, services):
    """The house as a divorce parts it ("my ex still has the house", "lost on the house", "the matrimonial home", "a
    fair split") is the property division."""
    analyser = Analyser({"categories": ["Family Law Attorney"],
                         "services": [{"id": "divorce", "label": "Divorce"},
                                      {"id": "property", "label": "Property & Debt Division"},
                                      {"id": "parenting", "label": "Parenting Arrangements"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Top class finish on the tiles. Bathroom in Annacotty done in 8 days start to finish.", ["bathroom"]),
    ("Had them do our main bathroom AND the laundry.", ["bathroom"]),
    ("Booked in for a quote on redoing our bathroom, took a day off work for it.", ["bathroom"]),
    ("Callum and his apprentice replumbed our whole bathroom.", ["bathroom"]),
    ("We're doing the bathroom up in our old 1950s place.", ["bathroom"]),
    ("Mere's actual work on our bathroom was fine, but the job dragged on.", ["bathroom"]),
    ("Thank you Tyler! The new vanity and taps look great and no more drip.", ["taps"]),
])
def test_reviewed_round_forty_three_a_bathroom_redone(review, services):
    """A bathroom done, redone, replumbed or worked on is its renovation (a new vanity alone may be a fixture swapped)."""
    analyser = Analyser({"categories": ["Plumber"],
                         "services": [{"id": "bathroom", "label": "Bathroom Renovations"},
                                      {"id": "taps", "label": "Taps, Toilets & Fixtures"},
                                      {"id": "hot-water", "label": "Hot Water Repairs"}]})
    assert analyser.analyse(review, 5)["services"] == services


VISITING_WILLS_FIRM = {"categories": ["Wills and Probate Solicitor"],
                       "services": [{"id": "wills", "label": "Will Writing"},
                                    {"id": "lpa", "label": "Lasting Powers of Attorney"},
                                    {"id": "trusts", "label": "Trusts & Estate Planning"},
                                    {"id": "care-fees", "label": "Care Fees Planning"},
                                    {"id": "visits", "label": "Home, Hospital & Care Home Visits"}]}


@pytest.mark.parametrize("review, services", [
    ("Went to them for care fees advice when Mum needed to move into a home.", ["care-fees"]),
    ("Really loved paying £250 for a 'free initial chat' about mum's care home fees.", ["care-fees"]),
    ("Mum's now settled in a care home in Penarth.", []),
    ("Harpreet came out to us in Sherwood on a Saturday morning as we both work shifts.", ["visits"]),
    ("Siobhan came out to my da in the Royal to do his will when he was very poorly.", ["wills", "visits"]),
    ("They were happy to come to me at home as I don't drive.", ["visits"]),
    ("siobhan come out to mums care home to do her power of attorney", ["lpa", "visits"]),
    ("They came out to us for the LPAs because my husband is housebound.", ["lpa", "visits"]),
])
def test_reviewed_round_forty_three_a_visit_and_its_place(review, services):
    """Where a visit goes is no job of its own ("Care Home Visits" is no care home's neglect: "mum's care home fees"
    are the care fees); a visit is told as the writer says it ("came out to us", "in the Royal", "come to me at
    home"); and "Planning" is only the kind of job ("Care Fees Planning" is "care fees advice")."""
    assert Analyser(VISITING_WILLS_FIRM).analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Quick response, fixed the oven circuit, reasonable price.", ["faults"]),
    ("Eoin sorted our immersion that had stopped heating, turned out to be the element.", ["faults"]),
    ("Rang for a sparky to look at a power point that sparked when I plugged the jug in.", ["faults"]),
    ("They came out on a Sunday when the electric shower blew and took half the sockets with it.", ["faults"]),
    ("Great, another week without a working oven. Thanks guys.", ["faults"]),
    ("Couldn't work out why our outside lights kept blowing.", ["faults"]),
    ("Put in new LED downlights through the lounge, looks great.", ["lighting"]),
])
def test_reviewed_round_forty_three_an_electrical_fault_as_told(review, services):
    """An appliance's circuit or element failed, a point that sparked, a shower that blew, lights that kept blowing:
    an electrician's fault finding."""
    analyser = Analyser({"categories": ["Electrician"],
                         "services": [{"id": "faults", "label": "Fault Finding & Repairs"},
                                      {"id": "lighting", "label": "LED Lighting & Downlights"},
                                      {"id": "switchboards", "label": "Switchboard Upgrades"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Tevita and his offsider were fantastic, gave both units a proper clean inside and out.", ["service"]),
    ("Cleaned all four of our heat pumps in one visit, even the one in the sleepout.", ["service"]),
    ("Siosia was lovely, cleaned our heat pump filters and the coil and it smells heaps better.", ["service"]),
    ("These guys gave it a proper clean and told us it had years left.", ["service"]),
    ("We gave the place a clean before they came. Heat pump went in the next day.", ["install"]),
])
def test_reviewed_round_forty_three_units_given_a_clean(review, services):
    """Units given a clean, or a heat pump's filters cleaned, are the one upkeep service whose label cleans."""
    analyser = Analyser({"categories": ["HVAC Contractor"],
                         "services": [{"id": "install", "label": "Heat Pump Supply & Installation"},
                                      {"id": "service", "label": "Heat Pump Servicing & Deep Cleans"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, technicians", [
    ("had grant out to look at our hot water cylinder and he fixed the valve on the spot", ["Grant McKenzie"]),
    ("got grant out to quote for a couple of splits and he talked us out of it", ["Grant McKenzie"]),
    ("Got raj round to our place for a blocked gully trap.", ["Rajesh Patel"]),
    ("We got a grant out of the council for the insulation.", []),
])
def test_reviewed_round_forty_three_someone_had_out(review, technicians):
    """A name had or got "out", "round" or "over" is the person sent for, in lower case too ("had grant out to look")."""
    analyser = Analyser({"categories": ["Plumber"], "technicians": ["Grant McKenzie", "Rajesh Patel"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


@pytest.mark.parametrize("review, services", [
    ("Then I found out from another lawyer that my own UIM coverage would pay out.", ["car"]),
    ("I was hit by an uninsured driver on Boston Street and the claim went against my own insurer.", ["car"]),
    ("Dan explained every step of my UM claim, the guy who hit me had no insurance at all.", ["car"]),
    ("Slipped on a wet floor at the supermarket.", ["slip"]),
])
def test_reviewed_round_forty_three_a_crash_on_the_writers_own_policy(review, services):
    """A crash claimed on the writer's own policy ("my UM claim", "my own UIM coverage", "an uninsured driver") is a car
    accident where no uninsured motorist label is declared."""
    analyser = Analyser({"categories": ["Personal Injury Attorney"],
                         "services": [{"id": "car", "label": "Car Accident Claims"},
                                      {"id": "slip", "label": "Slip & Fall"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, technicians", [
    ("Chelle in the office is a gem, shuffled our booking three times.", ["Rochelle Duthie"]),
    ("Chelle and the team have never let us down.", ["Rochelle Duthie"]),
    ("Great service, will use again.", []),
])
def test_reviewed_round_forty_three_a_first_names_last_letters(review, technicians):
    """A first name's last letters, capitalised and no word, are its bearer's: "Chelle" is Rochelle."""
    analyser = Analyser({"categories": ["Plumber"], "technicians": ["Rochelle Duthie", "Jack Verhoeven"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


def test_reviewed_round_forty_three_a_lone_words_compounds_are_bounded():
    """A label's lone word is kept out of at most _MOST_COMPOUNDS other labels' compounds of it: each is a lookbehind
    tried at every candidate, so a business declaring thousands of "X Pumps" beside "... Pump Repairs" would make its
    scan's build quadratic (bench.insights.compound_labels_build measures the worst)."""
    from reviewsd.insights.services import _MOST_COMPOUNDS
    few = [{"id": f"p{k}", "label": f"{word} Pump Repairs"} for k, word in enumerate(["Heat", "Bore", "Sump"])]
    many = [{"id": f"p{k}", "label": f"Word{chr(97 + k)} Pump Repairs"} for k in range(_MOST_COMPOUNDS + 1)]
    rainwater = [{"id": "rainwater", "label": "Rainwater Tanks & Pumps"}]
    kept_out = Analyser({"categories": ["Plumber"], "services": rainwater + few}).services
    assert kept_out._not_anothers_compound("rainwater", "pumps") == "(?<!bore[ -])(?<!heat[ -])(?<!sump[ -])"
    unbounded = Analyser({"categories": ["Plumber"], "services": rainwater + many}).services
    assert unbounded._not_anothers_compound("rainwater", "pumps") == ""


# Round forty-four.
@pytest.mark.parametrize("review, areas", [
    ("The gully trap out the back of our place in Paraparaumu kept overflowing.", ["Paraparaumu"]),
    ("Holiday house in Paraparaumu Beach, sorted in a day.", ["Paraparaumu Beach"]),
    ("Our bach at Raumati had a burst pipe.", ["Raumati Beach"]),
])
def test_reviewed_round_forty_four_no_short_form_is_another_declared_name(review, areas):
    """A place's first word is its short form ("at Raumati" is Raumati Beach), unless that word is declared as a
    place of its own: "in Paraparaumu" is Paraparaumu, not also Paraparaumu Beach."""
    analyser = Analyser({"categories": ["Plumber"], "services": [],
                         "service_areas": ["Paraparaumu", "Paraparaumu Beach", "Raumati Beach"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, areas", [
    ("Came to them after another firm (Matthews & Pruitt) told me I didn't qualify.", []),
    ("The defense lawyer from Baker & Holt ate him alive.", []),
    ("They look after our rentals in Matthews & Pineville.", ["Matthews", "Pineville"]),  # both declared: a list
    ("We live out in Matthews and Kirsty came to the house.", ["Matthews"]),
    ("Thank you from Matthews x", ["Matthews"]),  # (a place after "from", no one's first name, kissed)
    ("Lovely team, thank you. Shirley x", []),  # (a first name signing off)
])
def test_reviewed_round_forty_four_a_firm_of_two_names_and_a_kiss_from_a_place(review, areas):
    """A name joined by "&" to one no declared place's is a firm's or a couple's; a place after "from" and signed with a
    kiss is still the place, where the name is no one's first name."""
    analyser = Analyser({"categories": ["Personal Injury Attorney"], "services": [],
                         "service_areas": ["Matthews", "Pineville", "Baker", "Shirley"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, areas", [
    ("Outdoor power point for the spa at our trevallyn place is all sorted.", ["Trevallyn"]),
    ("They live on trevallyn place, off the main road.", []),  # (a street of that name, with no owner)
])
def test_reviewed_round_forty_four_someones_place_there_in_lower_case(review, areas):
    """A lowercase name before "place" with an owner before it is their home there, not a street named for it."""
    analyser = Analyser({"categories": ["Electrician"], "services": [], "service_areas": ["Trevallyn"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, areas", [
    ("Tradie was out from town to Drummond by half 3.", ["Drummond Cove"]),
    ("We live up in the catalina foothills, so they did all our meetings over Zoom.", ["Catalina Foothills"]),
    ("Best thing about the place is the bay view, we met on Zoom first.", []),  # (plain words: a noun)
])
def test_reviewed_round_forty_four_a_cove_short_and_a_lowercase_name_after_the(review, areas):
    """A cove goes by its first word where a place goes, as a beach does; a lowercase name of two words after "the",
    from a writer who capitalises names, is a noun ("the bay view"), but not after a place preposition: "up in the
    catalina foothills"."""
    analyser = Analyser({"categories": ["Electrician"], "services": [],
                         "service_areas": ["Drummond Cove", "Catalina Foothills", "Bay View"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, services", [
    ("Had Batavia Coast put an 8kW system on the shed roof.", ["solar-install"]),
    ("Ravindra and Grant put 6.6kW on our roof up in Mount Tarcoola.", ["solar-install"]),
    ("Had a 10.6kW system and a battery put in out at our place in June.", ["solar-install", "battery"]),
    ("Our 6.6kW system stopped producing, the inverter was throwing an error.", ["solar-service"]),
])
def test_reviewed_round_forty_four_a_solar_system_by_its_size(review, services):
    """A solar system told by its size put on a roof, or put in after it, is the installation; its panels by their
    size are solar."""
    analyser = Analyser({"categories": ["Electrician"], "services": [
        {"id": "solar-install", "label": "Solar Panel Installation"},
        {"id": "solar-service", "label": "Solar Repairs & Inverter Replacement"},
        {"id": "battery", "label": "Home Battery Storage"}]})
    assert analyser.analyse(review, 5)["services"] == services


def test_reviewed_round_forty_four_panels_by_their_size():
    analyser = Analyser({"categories": ["Electrician"], "services": [
        {"id": "solar", "label": "Solar PV System Design & Installation"}, {"id": "battery", "label": "Home Batteries"}]})
    assert analyser.analyse("Whole system done - 6.6kW of panels and a battery, one visit.", 5)["services"] == [
        "solar", "battery"]


def test_reviewed_round_forty_four_dont_bother_is_a_verdict():
    """"Don't bother.", a sentence of its own, is the verdict against the business (VADER reads "bother" negated as
    praise), even after praise of the firm that did the job instead; not "don't bother looking anywhere else"."""
    analyser = Analyser({"categories": ["Plumber"]})
    review = ("Quoted $2,300 to clear our stormwater and put a camera down it. Dean from a drainage outfit in Levin did "
              "exactly the same for half that and came the next day. Don't bother.")
    assert analyser.analyse(review, 1)["sentiment"] == "negative"
    assert analyser.analyse("Best plumber in town, don't bother looking anywhere else.", 5)["sentiment"] == "positive"


@pytest.mark.parametrize("review, services", [
    ("Got me 3 months pay out of them without ever going near a tribunal.", []),
    ("We settled through ACAS before it ever got near a tribunal.", []),
    ("It never even got as far as a tribunal, they paid up.", []),
    ("We got a settlment before it went to tribunal.", []),
    ("Grant represented me at the tribunal and we won.", ["tribunal"]),
])
def test_reviewed_round_forty_four_a_tribunal_never_reached(review, services):
    """A tribunal (or court) the case never reached is no hearing the firm fought."""
    analyser = Analyser({"categories": ["Employment Attorney"], "services": [
        {"id": "tribunal", "label": "Employment Tribunal Representation"},
        {"id": "contracts", "label": "Employment Contracts"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, sentiment", [
    ("Came on the day booked, serviced the heat pump, emailed the invoice.", "neutral"),
    ("Used them for my divorce.", "neutral"),
    ("Used for probate.", "neutral"),
    ("Filed our provisional, sent the invoice, that's it so far.", "neutral"),
    ("Used them for my divorce and they were brilliant.", "positive"),  # (an opinion: no bare record)
    ("Came on the day booked, serviced the heat pump, emailed the invoice. Legends!", "positive"),
])
def test_reviewed_round_forty_four_more_bare_records(review, sentiment):
    """A record of the job with no word of opinion says nothing good or bad under five stars: the invoice emailed or
    sent, or nothing but what the firm was used for."""
    assert Analyser({"categories": ["Plumber"]}).analyse(review, 5)["sentiment"] == sentiment


@pytest.mark.parametrize("review, sentiment", [
    ("Great job on the ducted install, really. Only took three visits, two cracked cornices and a return air grille "
     "that still rattles like a tin shed in a hailstorm. Five stars for the entertainment value.", "negative"),
    ("5 stars for entertainment value. Booked a quote for a new cylinder, he turned up a day late, tracked mud from "
     "the back door all the way to the hot water cupboard.", "negative"),
    ("Great job on the bathroom reno, really impressed that the shower now drains straight into the hallway carpet. "
     "Three visits to 'fix' it and he still reckons it's the tiler's fault. Five stars for creativity I guess.",
     "negative"),
    ("5 stars for creativity. Tom ran the cable without opening a wall.", "positive"),  # (sincere: no complaint)
])
def test_reviewed_round_forty_four_stars_for_the_show_are_the_verdict(review, sentiment):
    """Top stars "for the entertainment value" beside a complaint are the joke's verdict, negative however little
    the rest weighs."""
    assert Analyser({"categories": ["Electrician"]}).analyse(review, 5)["sentiment"] == sentiment


@pytest.mark.parametrize("review, rating, sentiment", [
    ("They got me a settlement, which is what matters I guess. Took 19 months, communication was hit or miss, fee was "
     "the standard third. Mixed feelings.", 4, "neutral"),
    ("They turned up, did the test, gave us the certificate. Bit pricey compared to others we rang. Nothing special "
     "either way.", 4, "neutral"),
    ("Mixed bag. The office gave me three prices on the phone and nobody called back, twice.", 2, "negative"),
])
def test_reviewed_round_forty_four_mixed_feelings_under_four_stars(review, rating, sentiment):
    """The reviewer's own word for the verdict ("Mixed feelings.") is so-so under four stars as under three."""
    assert Analyser({"categories": ["Electrician"]}).analyse(review, rating)["sentiment"] == sentiment


def test_reviewed_round_forty_four_top_stars_withheld_on_principle_weigh_nothing():
    """The top stars withheld from everyone, in words that read as a complaint ("I don't believe in giving full marks
    to solicitors on principle (sorry!)"), are no complaint of this business: three stars over praise are positive."""
    review = ("Three stars as I don't believe in giving full marks to solicitors on principle (sorry!) but in fairness "
              "Siobhan was lovely, always kept me updated on the estate and answered all my daft questions without "
              "making me feel daft. Everything wrapped up in about five months.")
    assert Analyser({"categories": ["Estate Planning Attorney"]}).analyse(review, 3)["sentiment"] == "positive"


def test_reviewed_round_forty_four_the_fault_found_is_praise():
    """Knowing or finding what was wrong is the diagnosis praised, not a complaint ("wrong")."""
    review = ("i never give 5 stars to anyone so dont take it personally. Raj was spot on, knew exactly what was wrong "
              "with the ducted unit (a dodgy sensor on the zone controller) and had it fixed the same arvo. wish all "
              "tradies were like this")
    assert Analyser({"categories": ["Air Conditioning Contractor"]}).analyse(review, 3)["sentiment"] == "positive"


@pytest.mark.parametrize("review, services", [
    ("Cleared the tree roots out of our sewer line, great job.", ["blocked-drains"]),
    ("Never called back about our sewer backing up into the shower.", ["blocked-drains"]),
    ("Our septic system failed the council inspection and they put a new one in.", ["septic"]),
])
def test_reviewed_round_forty_four_a_septic_label_hears_its_system_not_every_sewer(review, services):
    """A septic label hears the septic system by name, not every sewer line beside a drain label."""
    analyser = Analyser({"categories": ["Plumber"], "services": [
        {"id": "blocked-drains", "label": "Blocked Drains & Drain Unblocking"},
        {"id": "septic", "label": "Septic Tank Pumping & Wastewater Systems"}]})
    assert analyser.analyse(review, 5)["services"] == services


def test_reviewed_round_forty_four_a_lowercase_title_and_a_capital_initial():
    analyser = Analyser({"categories": ["Family Law Attorney"],
                         "technicians": ["Daniel Szczepanski", "Marisol Reyes"]})
    review = "mr S got me back on a parenting plan in front of the judge in like 6 weeks. i owe this man everything"
    assert analyser.analyse(review, 5)["technicians"] == ["Daniel Szczepanski"]


@pytest.mark.parametrize("review, services", [
    ("I had a smoke alarm chirping at 3am that I couldn't reach, they replaced the lot.", ["smoke-alarms"]),
    ("Hot water went cold Sunday night, rang at 7am Monday and Grant was here by 9.", ["hot-water"]),
    ("Pipe burst at 3am and they were here in twenty minutes.", ["emergency"]),
])
def test_reviewed_round_forty_four_a_small_hour_that_was_no_callout(review, services):
    """A small hour a device kept ("chirping at 3am") is no callout, nor a Sunday night whose call waited for 7am on
    Monday."""
    analyser = Analyser({"categories": ["Plumber", "Electrician"], "services": [
        {"id": "emergency", "label": "24/7 Emergency Callouts"},
        {"id": "hot-water", "label": "Hot Water Systems"},
        {"id": "smoke-alarms", "label": "Smoke Alarm Compliance"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Rip off. $380 to replace two light switches.", ["power-points"]),
    ("Replaced a few light switches and the fan switch in the hallway.", ["power-points"]),
    ("New LED downlights through the lounge look amazing.", ["lighting"]),
])
def test_reviewed_round_forty_four_a_light_switch_is_a_switch(review, services):
    """A light switch is a switch, no lighting job."""
    analyser = Analyser({"categories": ["Electrician"], "services": [
        {"id": "lighting", "label": "LED Lighting & Downlights"},
        {"id": "power-points", "label": "Power Points, Switches & General Wiring"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("They got Mum's estate done properly and I trust them.", ["probate"]),
    ("I would not trust this firm with anything important after the probate mess.", ["probate"]),
    ("Set up a living trust for the house and sorted probate on Dad's estate.", ["trusts", "probate"]),
])
def test_reviewed_round_forty_four_trusting_someone_is_no_trust(review, services):
    """Trusting someone ("I'd trust him with anything") is no trust drawn up."""
    analyser = Analyser({"categories": ["Estate Planning Attorney"], "services": [
        {"id": "trusts", "label": "Revocable Living Trusts"}, {"id": "probate", "label": "Probate"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Sandy was fantastic, sorted our ducted aircon that was blowing warm air.", ["repairs"]),
    ("Had the ducted system serviced and the tech checked all the ductwork too.", ["servicing"]),
    ("They installed a new ducted system and serviced the old split in the bedroom.", ["ducted", "servicing"]),
])
def test_reviewed_round_forty_four_a_ducted_system_beside_its_repair_or_upkeep(review, services):
    """A ducted system named beside its repair or upkeep, in a review that installs nothing, is that job's."""
    analyser = Analyser({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "ducted", "label": "Ducted Air Conditioning"},
        {"id": "repairs", "label": "Air Conditioner Repairs"},
        {"id": "servicing", "label": "Aircon Servicing & Cleaning"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("They handled my aunt's trust administration start to finish.", ["trust-admin"]),
    ("Ms. Villareal made the whole trust administration thing so much less scary.", ["trust-admin"]),
    ("Set up our revocable trust in two meetings.", ["living-trust"]),
])
def test_reviewed_round_forty_four_a_shared_head_inside_another_labels_words(review, services):
    """A service named among its group's by the head noun they share ("trust") is not named where that head lies
    inside another service's own words: "trust administration" is "Trust Administration", not also "Revocable Living
    Trusts"."""
    analyser = Analyser({"categories": ["Estate Planning Attorney"], "services": [
        {"id": "wills", "label": "Wills"}, {"id": "living-trust", "label": "Revocable Living Trusts"},
        {"id": "trust-admin", "label": "Trust Administration for Successor Trustees"},
        {"id": "special-needs", "label": "Special Needs Trusts"},
        {"id": "estate-litigation", "label": "Will & Trust Contests"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Kept tripping every night so I rang them. They quoted for a whole new switchboard, when the fault was just a "
     "loose neutral they fixed in ten minutes.", ["fault-finding"]),
    ("Old switchboard kept tripping, so they put in a new switchboard the same day.", ["switchboard"]),
])
def test_reviewed_round_forty_four_an_installation_only_quoted_beside_a_repair(review, services):
    """An installation heard only in sentences that quote or push it, beside a repair found, was offered, not done."""
    analyser = Analyser({"categories": ["Electrician"], "services": [
        {"id": "switchboard", "label": "Switchboard Upgrades"},
        {"id": "fault-finding", "label": "Fault Finding & Repairs"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, categories, services", [
    ("Excelente servicio. La licenciada Reyes nos ayudó con la ciudadanía de mi mamá.", ["Immigration Attorney"],
     ["citizenship"]),
    ("Je viens de Gatineau et j'ai fait affaire avec Me Tremblay pour ma demande de citoyenneté.",
     ["Immigration Attorney"], ["citizenship"]),
    ("La Lic. Echeverría nos ayudó con el ajuste de estatus de mi esposo.", ["Immigration Attorney"], ["green-card"]),
    ("Marisol me ayudó con mi caso de accidente de carro. Muy profesional.", ["Personal Injury Attorney"], ["car"]),
    ("Me ayudaron con mi accidente de trabajo en la refinería.", ["Personal Injury Attorney"], ["work"]),
])
def test_reviewed_round_forty_four_jobs_told_in_spanish_and_french(review, categories, services):
    """A citizenship, an adjustment of status, a car accident or an accident at work told in Spanish (or a citizenship in
    French) is that job, as the asylum and the residence already were."""
    analyser = Analyser({"categories": categories, "services": [
        {"id": "citizenship", "label": "Citizenship & Naturalization"},
        {"id": "green-card", "label": "Green Cards & Adjustment of Status"},
        {"id": "car", "label": "Car Accident Claims"}, {"id": "work", "label": "Workplace Injuries"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, technicians", [
    ("grant from aoraki designed and did our ducted system, every room the same temp.", ["Grant McAllister"]),
    ("Hope at Aoraki sorted the whole booking for me.", ["Hope Dempsey"]),
    ("Applied for the energy grant from Aoraki Council and got it.", []),  # (no one's name, a grant)
])
def test_reviewed_round_forty_four_someone_from_the_firm_by_its_first_word(review, technicians):
    """A first name "from" or "at" the business's first word, written in the same case, is its person."""
    analyser = Analyser({"name": "Aoraki Strand Heating", "categories": ["HVAC Contractor"],
                         "technicians": ["Grant McAllister", "Hope Dempsey"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


# Round forty-five.

@pytest.mark.parametrize("review, sentiment", [
    ("They got me a decent settlement so I'm not going to trash them completely. But the fees were eye watering and "
     "I was never told when something would cost extra. The receptionist was nice, for what it's worth.", "negative"),
    ("Fixed the leak fast, for what it's worth.", "positive"),
])
def test_reviewed_round_forty_five_a_hedge_is_no_value_and_eye_watering_fees_are(review, sentiment):
    """"For what it's worth" hedges what it follows and says nothing of value for money; an eye-watering bill is a
    complaint about the price."""
    analysis = Analyser({"categories": ["Family Law Attorney"]}).analyse(review, 2 if sentiment == "negative" else 5)
    assert analysis["sentiment"] == sentiment
    if sentiment == "negative":
        assert analysis["aspects"]["pricing"] == "negative"


@pytest.mark.parametrize("review, areas", [
    ("Jack was out in kurri by 8 and found the burnt out powerpoint.", ["Kurri Kurri"]),
    ("Kurri folk will know them, good crew.", ["Kurri Kurri"]),
    ("They did the ducted at our place in norrie.", ["Whyalla Norrie"]),
    ("My husband Stuart booked them.", []),  # (a person's name, no suburb)
    ("chur bro, septic pump at the tepuru bach sorted before the whanau arrived", ["Te Puru"]),
    ("Came out to the port in a hurry.", []),  # ("Port" opens two names and is no city)
])
def test_reviewed_round_forty_five_places_called_short(review, areas):
    """A name that says one word twice goes by it once ("out in kurri"); a suburb named after a city that several
    declared suburbs share goes by its own word after a place preposition ("in norrie"), if that is no person's; a
    Maori name after its article "te" may be written joined ("tepuru")."""
    analyser = Analyser({"categories": ["Electrician"], "service_areas": [
        "Kurri Kurri", "Whyalla Norrie", "Whyalla Stuart", "Te Puru", "Port Augusta", "Port Pirie"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, services", [
    ("These guys came out twice to fix our air con and didn't sting us.", ["ac-repair"]),
    ("Our air con packed it in on a Saturday; he found a dodgy contactor and had it going by lunch.", ["ac-repair"]),
    ("Had the air con serviced and the filters cleaned.", ["ac-service"]),
])
def test_reviewed_round_forty_five_air_con_is_a_device_not_a_job(review, services):
    """"Con" of "Air Con Servicing" is the device said short, as "air" is, and tells the servicing apart from "Air
    Conditioner Breakdown Repairs" by no job: an air con fixed is the repair."""
    analyser = Analyser({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "split-install", "label": "Split System Supply & Installation"},
        {"id": "ac-service", "label": "Air Con Servicing & Filter Cleans"},
        {"id": "ac-repair", "label": "Air Conditioner Breakdown Repairs"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, heard", [
    ("Solar panel clean and a service on the inverter. Charged what they quoted.", True),
    ("Installed our solar and the inverter, all tidy.", False),
])
def test_reviewed_round_forty_five_a_repair_label_that_keeps_up_too(review, heard):
    """A repair whose label keeps up too ("Solar Cleaning, Repairs & Inverter Replacement") is heard in a sentence of
    upkeep where nothing is broken, not only where something is."""
    analyser = Analyser({"categories": ["Electrician", "Solar Energy Contractor"], "services": [
        {"id": "solar-install", "label": "Solar Panel Installation"},
        {"id": "solar-service", "label": "Solar Cleaning, Repairs & Inverter Replacement"}]})
    assert ("solar-service" in analyser.analyse(review, 5)["services"]) == heard


@pytest.mark.parametrize("review, technicians", [
    ("i never give 5 stars to lawyers lol but honestly danny was great.", ["Daniel Yazzie"]),
    ("the judge was a nightmare but raj handled him brilliantly.", ["Rajinder Bassi"]),
    ("anyway jay did it in an arvo, neat job.", ["Jayden Ryder"]),
    ("so the bill was fine.", []),  # (a word, no one's name)
])
def test_reviewed_round_forty_five_a_lower_case_name_after_a_clause_opener(review, technicians):
    """A name's short form typed in lower case, after a word that opens a clause ("but", "honestly", "anyway") with a
    person's verb straight after, is the person, as it already was at a sentence's start or after a comma."""
    analyser = Analyser({"categories": ["Family Law Attorney"], "technicians": [
        "Daniel Yazzie", "Rajinder Bassi", "Jayden Ryder", "Bill Hart"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


def test_reviewed_round_forty_five_a_point_between_two_by_its_letters():
    """"NE Heights" is Northeast Heights (in capitals: "ne" in lower case says nothing)."""
    analyser = Analyser({"categories": ["Family Law Attorney"], "service_areas": ["Northeast Heights"]})
    assert analyser.analyse("Live up in the NE Heights if anyone nearby is looking.", 5)["service_areas"] == [
        "Northeast Heights"]
    assert analyser.analyse("We live in the north-east heights.", 5)["service_areas"] == ["Northeast Heights"]


@pytest.mark.parametrize("review, services", [
    ("Booked for 8am Tuesday. Nobody showed. The office said he'd been pulled onto an emergency down the road.", []),
    ("Only hiccup was one morning they got pulled away to an emergency job. Toilet cistern replaced fine.",
     ["toilets"]),
    ("Toilet overflowing at midnight, rang the emergency line and he was here in 40 minutes.",
     ["toilets", "emergency"]),
])
def test_reviewed_round_forty_five_someone_elses_emergency(review, services):
    """An emergency the tradesman was pulled or called away to is someone else's, no callout of the writer's."""
    analyser = Analyser({"categories": ["Plumber"], "services": [
        {"id": "toilets", "label": "Toilet & Cistern Repairs"},
        {"id": "emergency", "label": "24/7 Emergency Plumbing"}]})
    assert analyser.analyse(review, 3)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("A bus clipped me on my bike downtown. Terry got my medical bills paid.", ["bicycle"]),
    ("Our son got hit by a driver while riding his bike to school.", ["bicycle"]),
    ("Laid my bike down avoiding a left-turner on 15th.", ["motorcycle"]),
    ("A pickup turned across me on my motorbike.", ["motorcycle"]),
])
def test_reviewed_round_forty_five_a_bike_alone_is_a_bicycle(review, services):
    """At an injury firm a bike said alone ("on my bike", "riding his bike") is a bicycle (all but one of seventeen such
    development reviews were labelled so); a motorbike is said so, or laid down."""
    analyser = Analyser({"categories": ["Personal Injury Attorney"], "services": [
        {"id": "motorcycle", "label": "Motorcycle Accidents"},
        {"id": "bicycle", "label": "Pedestrian & Bicycle Accidents"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Booked an aircon clean, nobody showed. Twice.", ["aircon-service"]),
    ("Sorted our booking for the yearly aircon clean and texted when the tech was close.", ["aircon-service"]),
    ("Aircon died on a Sunday, he had it going by lunch and cleaned up after.", ["aircon-repair"]),
])
def test_reviewed_round_forty_five_a_devices_clean_is_its_upkeep(review, services):
    """A device's clean, said as a job ("an aircon clean", "a heat pump clean"), is its upkeep, not its repair."""
    analyser = Analyser({"categories": ["Air Conditioning Contractor"], "services": [
        {"id": "split-install", "label": "Split System Supply & Installation"},
        {"id": "aircon-service", "label": "Air Conditioner Servicing & Cleaning"},
        {"id": "aircon-repair", "label": "Air Conditioning Repairs"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, technicians", [
    ("Imran and Ola got the sale over the line.", ["Aleksandra Nowakowska"]),
    ("Siony and Rocky did our 3 split systems in January.", ["Rocco Zappia"]),
    ("Mr McIntosh was thorough setting up the trust.", ["Sandy Mackintosh"]),
    ("Thanks to Nyree for squeezing us in before the long weekend.", ["Ngaire Pomare"]),
    ("5 stars for Louie, who was great.", ["Luis Navarro"]),
])
def test_reviewed_round_forty_five_names_as_they_are_said(review, technicians):
    """"Ola" is Aleksandra (the Polish short form), "Rocky" Rocco, "Nyree" Ngaire (as the Maori name sounds),
    "Louie" Luis; and a titled surname misspelt as it sounds, a "Mc"
    for a "Mac" and a "c" for a "ck" ("Mr McIntosh"), is the person's."""
    analyser = Analyser({"categories": ["Estate Planning Attorney"], "technicians": [
        "Aleksandra Nowakowska", "Rocco Zappia", "Sandy Mackintosh", "Ngaire Pomare", "Luis Navarro"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


def test_reviewed_round_forty_five_a_ferry_by_its_first_word():
    """A place named for its ferry goes by its first word after a place preposition, as a beach or a cove does: "their
    office in Broughty" is Broughty Ferry."""
    analyser = Analyser({"categories": ["Estate Planning Attorney"], "service_areas": ["Broughty Ferry", "Lochee"]})
    assert analyser.analyse("Walked to their office in Broughty on a Saturday.", 5)["service_areas"] == [
        "Broughty Ferry"]


@pytest.mark.parametrize("review, sentiment", [
    ("Outcome was good, I kept primary custody and the support was fair. But the final bill was $3k over the "
     "estimate and nobody flagged it. That kind of surprise when you're already broke is not okay.", "negative"),
    ("Outcome of the divorce was good and the accounts were split fairly. But a call back could take a week. That was "
     "unacceptable.", "negative"),
    ("Great outcome, fair price. The remote instructions are in Japanese but that's not on them.", "positive"),
    ("Sione was great, tidy and friendly. But $380 to swap two powerpoints?? Felt ripped off tbh.", "negative"),
    ("Reasonable price too, not the cheapest but not a rip off either.", "positive"),
])
def test_reviewed_round_forty_five_four_stars_and_a_condemning_last_word(review, sentiment):
    """Four stars or five, and the last sentence condemning ("That was unacceptable.", "... is not okay.", "Felt ripped
    off tbh."), is a complaint however the praise before it weighs."""
    assert Analyser({"categories": ["Family Law Attorney"]}).analyse(review, 4)["sentiment"] == sentiment


@pytest.mark.parametrize("review, areas", [
    ("Sapphire blue ute pulled up out the front at 7am sharp.", []),
    ("Mumbles something about 'capacity' and hands you off to a junior.", []),
    ("Our rental in Sapphire needed two safety switches.", ["Sapphire"]),
    ("Came out to us in the Mumbles the same day.", ["Mumbles"]),
])
def test_reviewed_round_forty_five_a_town_named_by_a_word_opening_a_sentence(review, areas):
    """A town named by a word a sentence may open with (a gem's colour, a verb) is the town there only with a place's
    company, as Sale is; capitalised anywhere else, it is the town."""
    analyser = Analyser({"categories": ["Electrician"], "service_areas": ["Sapphire", "Emerald", "Mumbles"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, heard, unheard", [
    ("Sorted the pump on the tank at our bach when we had no water.", "rainwater", "septic"),
    ("Sione replaced the old pump and pressure tank.", "rainwater", "septic"),
    ("Had the septic pumped out, tidy job.", "septic", "hot-water"),
    ("Showed up with the pump truck and rutted our driveway.", "septic", "hot-water"),
    ("Hot water cylinder died. He talked us through electric vs a heat pump unit.", "hot-water", "rainwater"),
])
def test_reviewed_round_forty_five_a_pump_is_no_pump_out_nor_a_heat_pump(review, heard, unheard):
    """A pump, the device ("the pump on the tank"), is no septic tank pumped out; and a heat pump is a device of its own,
    no "Pumps" of a rural water supply's label."""
    analyser = Analyser({"categories": ["Plumber"], "services": [
        {"id": "hot-water", "label": "Hot Water Cylinder Repairs & Replacement"},
        {"id": "septic", "label": "Septic Tank Installation, Pump-outs & Servicing"},
        {"id": "rainwater", "label": "Rainwater Tanks, Pumps & Rural Water Supply"}]})
    services = analyser.analyse(review, 5)["services"]
    assert heard in services and unheard not in services


@pytest.mark.parametrize("review, services", [
    ("Chase is a pit bull in the courtroom. The trucking company's attorney tried every trick.", ["truck"]),
    ("Our son was bitten by the neighbor's pit bull. Chase handled it all.", ["dog"]),
])
def test_reviewed_round_forty_five_a_fighter_called_a_dog(review, services):
    """A lawyer called a pit bull or a bulldog is a fighter, no dog bite."""
    analyser = Analyser({"categories": ["Personal Injury Attorney"], "services": [
        {"id": "truck", "label": "Semi-Truck & 18-Wheeler Accidents"}, {"id": "dog", "label": "Dog Bite Injuries"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, areas", [
    ("Grant did a ripper job at mums place in palmy.", ["Palmerston"]),
    ("Did our place in woopi last year, spot on.", ["Woolgoolga"]),
    ("We bought a 1960s bach in Paekak last year.", ["Paekākāriki"]),
    ("Grant came out to see me at home in Cossey.", ["Costessey"]),
    ("Cracking service from the team in Ballyhack.", ["Ballyhackamore"]),
])
def test_reviewed_round_forty_five_places_by_their_local_nicknames(review, areas):
    """Places by the names their locals call them: Palmy, Woopi, Paekak, Cossey, Ballyhack."""
    analyser = Analyser({"categories": ["Electrician"], "service_areas": [
        "Palmerston", "Woolgoolga", "Paekākāriki", "Costessey", "Ballyhackamore"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, heard", [
    ("My mum is in a care home. Fiona drove out to see her the very next week and the certificate was done there.", True),
    ("I don't drive now, so they came and did all the signing for her estate at my kitchen table.", True),
    ("Went to see them about our wills after we moved.", False),
])
def test_reviewed_round_forty_five_a_visit_by_who_was_seen_or_the_kitchen_table(review, heard):
    """A solicitor who drove out to see someone, or did the signing at the writer's kitchen table, made a home visit."""
    analyser = Analyser({"categories": ["Estate Planning Attorney"], "services": [
        {"id": "wills", "label": "Wills & Will Updates"},
        {"id": "home-visits", "label": "Home, Hospital & Care Home Visits"}]})
    assert ("home-visits" in analyser.analyse(review, 5)["services"]) == heard


@pytest.mark.parametrize("review, services", [
    ("The heat pump went in through the council's clean heat grant and it's been great.", ["heat-pump-install"]),
    ("Heat pump blowing cold, he went in under the house and found the sensor.", ["heat-pump-service"]),
])
def test_reviewed_round_forty_five_a_device_that_went_in(review, services):
    """A device that "went in" was installed ("The heat pump went in through the council's grant")."""
    analyser = Analyser({"categories": ["HVAC Contractor"], "services": [
        {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
        {"id": "heat-pump-service", "label": "Heat Pump Servicing, Cleaning & Repairs"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("The plumber went out to my mum's place and fixed her hot water when she'd been without for 3 days.",
     ["hot-water"]),
    ("Sorted the hot water at our rental same day.", ["hot-water"]),
    ("Fixed the hot water tap in the laundry.", ["general"]),
    ("Pieter worked out what was wrong with our gas hot water straight away.", ["hot-water"]),
])
def test_reviewed_round_forty_five_the_hot_water_worked_on(review, services):
    """The hot water fixed or sorted, said alone ("fixed her hot water"), or by how it heats ("our gas hot water"), is
    the water heater's job (not a hot water tap's)."""
    analyser = Analyser({"categories": ["Plumber"], "services": [
        {"id": "hot-water", "label": "Hot Water Cylinder Repairs & Replacement"},
        {"id": "general", "label": "General Plumbing – Taps, Toilets & Maintenance"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Charged a $165 callout for a ten minute job clearing the kitchen sink.", ["drains"]),
    ("Cleared the blocked downpipe and fixed the outside tap in one visit.", ["drains", "general"]),
    ("Got Raj round for a blocked gully trap.", ["drains"]),
])
def test_reviewed_round_forty_five_a_sink_cleared_and_a_downpipe_blocked(review, services):
    """A sink cleared, a downpipe or a gully blocked, is the drain unblocking."""
    analyser = Analyser({"categories": ["Plumber"], "services": [
        {"id": "drains", "label": "Blocked Drains & Drain Unblocking"},
        {"id": "general", "label": "General Plumbing – Taps, Toilets & Maintenance"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Good result on maintenance. A couple of missed calls though.", ["maintenance"]),
    ("We lost on the maintenance issue and I think that was why.", ["maintenance"]),
    ("Sorted child maintenance through the CMS for us.", ["child-support"]),
])
def test_reviewed_round_forty_five_maintenance_at_a_family_firm(review, services):
    """At a family firm declaring a spouse's maintenance, any maintenance but a child's is that."""
    analyser = Analyser({"categories": ["Family Law Attorney"], "services": [
        {"id": "child-support", "label": "Child Support"},
        {"id": "maintenance", "label": "Spousal Maintenance (Alimony)"}]})
    assert analyser.analyse(review, 4)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Grant and team installed two heat pumps and a new hot water cylinder in our new build.",
     ["heat-pump-install", "hot-water"]),
    ("Had our old electric hot water cylinder swapped over to a heat pump.", ["hot-water"]),
])
def test_reviewed_round_forty_five_heat_pumps_beside_a_hot_water_cylinder(review, services):
    """Heat pumps, more than one, beside a hot water cylinder are the house's heating, not a heat pump water heater (a
    house has one water heater)."""
    analyser = Analyser({"categories": ["Plumber", "HVAC Contractor"], "services": [
        {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
        {"id": "hot-water", "label": "Hot Water Cylinder Repairs & Replacement"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Siosia fixed our aircon that was making a horrible rattling noise, the fan blade had come loose.",
     ["heat-pump-repair"]),
    ("Outdoor power points kept tripping the RCD, turned out to be water in a junction box.", ["fault-finding"]),
])
def test_reviewed_round_forty_five_the_devices_repair_beside_the_electrics(review, services):
    """Beside an electrician's repair of the electrics alone, the one repair naming a device is what a device fixed
    calls: "fixed our aircon" is "Heat Pump Repairs & Breakdowns", not "Electrical Fault Finding & Repairs"."""
    analyser = Analyser({"categories": ["HVAC Contractor", "Electrician"], "services": [
        {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
        {"id": "heat-pump-service", "label": "Heat Pump Servicing & Deep Cleans"},
        {"id": "heat-pump-repair", "label": "Heat Pump Repairs & Breakdowns"},
        {"id": "fault-finding", "label": "Electrical Fault Finding & Repairs"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, technicians", [
    ("Thank you Tan for sorting out our solar inverter.", ["Thanh Nguyen"]),
    ("Eva on reception is lovely and always tries her best.", ["Ewa Kowalczyk"]),
    ("The paralegal, Agnes I think, was lovely.", ["Agnieszka Nowak"]),
    ("Toby and Summer got my surgery approved.", ["Tobias Redcorn"]),
    ("saia and hamo put in our new hot water cylinder.", ["Hamish McAllister"]),
    ("Brodes is a gun.", ["Brodie Lawson"]),
    ("thanks to Lochie for getting our hot water going again.", ["Lachlan Murphy"]),
])
def test_reviewed_round_forty_five_more_names_as_they_are_said(review, technicians):
    """Names as customers say them: "Tan" for Thanh, "Eva" for the Polish Ewa, "Agnes" for Agnieszka, "Toby" for Tobias,
    "Hamo" for Hamish, "Brodes" for Brodie, "Lochie" for Lachlan."""
    analyser = Analyser({"categories": ["Electrician"], "technicians": [
        "Thanh Nguyen", "Ewa Kowalczyk", "Agnieszka Nowak", "Tobias Redcorn", "Hamish McAllister", "Brodie Lawson",
        "Lachlan Murphy"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


@pytest.mark.parametrize("review, technicians", [
    ("Only 4 cos the sparky (Jak?) left the old board leaning against the house.", ["Jack O'Halloran"]),
    ("The young lady tech (Sumer I think?) had the part ordered and fitted.", ["Summer Kowalczyk"]),
    ("The tech (Kowalski?) was nice enough.", ["Summer Kowalczyk"]),  # (a surname's stem, as before)
])
def test_reviewed_round_forty_five_a_first_name_doubted_in_brackets(review, technicians):
    """A word doubted in brackets of its own ("(Jak?)", "(Sumer I think?)") a letter from one person's first name of
    four letters or more is that person."""
    analyser = Analyser({"categories": ["Electrician"], "technicians": ["Jack O'Halloran", "Summer Kowalczyk"]})
    assert analyser.analyse(review, 4)["technicians"] == technicians


@pytest.mark.parametrize("review, areas", [
    ("Good install of a 7kW Daikin at our place in Innis Park.", ["Innes Park"]),
    ("Put in a Nest at our place in Briar Creek.", ["Brier Creek"]),
    ("Ines parked the van out front.", []),  # (a person's name, no park)
])
def test_reviewed_round_forty_five_a_vowel_slipped_beside_the_other_word(review, areas):
    """Beside the other word of its name as declared, a word of five letters or more with a vowel for another after
    its first two letters, capitalised, is the place misspelt: "in Innis Park" is Innes Park."""
    analyser = Analyser({"categories": ["Electrician"], "service_areas": ["Innes Park", "Brier Creek"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


# Round forty-six.


@pytest.mark.parametrize("review, technicians", [
    ("No thanks mate.", []),
    ("Cheers mate, great job on the board.", []),
    ("Matt was good, the other two not so much.", ["Mateusz Kowalczyk"]),
])
def test_reviewed_round_forty_six_a_mate_is_no_mateusz(review, technicians):
    """"Mate" is what Australians and New Zealanders call anyone, never the start of a Mateusz's name; "Matt" is
    what a Mateusz is called."""
    analyser = Analyser({"categories": ["Electrician"], "technicians": ["Mateusz Kowalczyk", "Grant Hollis"]})
    assert analyser.analyse(review, 4)["technicians"] == technicians


@pytest.mark.parametrize("review, areas", [
    ("Our wedding was in Paris (the real one, not Bourbon County lol).", []),
    ("Moved down from Kent last year (Cranbrook, the original one!) and now live in Alphington.", ["Alphington"]),
    ("My sister over in Pennsylvania (the actual American one) told me to ring a solicitor.", []),
    ("We live in Paris, the real heart of Bourbon County.", ["Paris"]),  # (no "one": the place itself)
])
def test_reviewed_round_forty_six_the_famous_other_of_a_name(review, areas):
    """A place told apart as the famous other of its name ("the real one", "the original one", "the actual American
    one") is that other, not the declared place of the same name."""
    analyser = Analyser({"categories": ["Lawyer"], "service_areas": [
        "Paris", "Cranbrook", "Alphington", "Pennsylvania"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, areas", [
    ("We live in the Upper Valley and I was T-boned at Doniphan.", ["Upper Valley"]),
    ("Marian and I have used them for years.", []),  # (a person joined to the writer, as before)
    ("two splits at our new place in hannan's.", ["Hannans"]),
    ("Came out to us in monckton as we dont drive.", ["Monkton"]),
    ("We bought an old place in Waipuk last year.", ["Waipukurau"]),
    ("Thanks from the Hill's crew.", []),  # (a word's plural keeps its own apostrophe)
])
def test_reviewed_round_forty_six_places_as_they_are_written(review, areas):
    """"the" before a name joined to the writer is no person's ("in the Upper Valley and I"); a one-word name's last
    "s" after an apostrophe ("hannan's"); a "k" written "ck" ("monckton"); "Waipuk" for Waipukurau."""
    analyser = Analyser({"categories": ["Lawyer"], "service_areas": [
        "Upper Valley", "Marian", "Hannans", "Monkton", "Waipukurau", "Hills"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


_CARE_FEES_FIRM = {"categories": ["Estate Planning Attorney"], "services": [
    {"id": "wills", "label": "Will Writing & Updates"},
    {"id": "poa", "label": "Powers of Attorney (Continuing & Welfare)"},
    {"id": "care-fees", "label": "Protecting Your Home from Care Fees"},
    {"id": "home-visits", "label": "Home, Hospital & Care Home Visits"}]}


@pytest.mark.parametrize("review, services", [
    ("My mother's care home fees were eating up everything and we didn't know where to start.", ["care-fees"]),
    ("Was really worried about having to sell mum's house to pay for her care.", ["care-fees"]),
    ("He explained what the council would and wouldn't pay for, which nobody else had.", ["care-fees"]),
    ("She came out to Mum's care home in Henleaze to witness her power of attorney.", ["poa", "home-visits"]),
])
def test_reviewed_round_forty_six_care_fees_are_not_the_care_home(review, services):
    """The fees of a parent's care, and the house they may cost, are "Protecting Your Home from Care Fees"; the care
    home where a parent lives, visited, is not."""
    assert Analyser(_CARE_FEES_FIRM).analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Got my car replaced and my medical bills paid after my wreck.", ["car-accidents"]),
    ("Got my arm crushed in a press at the plant and they got me compensated.", ["workplace"]),
])
def test_reviewed_round_forty_six_an_injury_inside_a_longer_name(review, services):
    """A label's "Injury" inside another entry's longer name ("Workplace Injury Claims") is that entry's, not the
    catch-all that hears every accident, adjuster and medical bill."""
    analyser = Analyser({"categories": ["Personal Injury Attorney"], "services": [
        {"id": "car-accidents", "label": "Car Accident Claims"},
        {"id": "workplace", "label": "Oilfield & Workplace Injury Claims"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, technicians", [
    ("Dean and young Mark came out to put the panels on.", ["Dean Kowalczyk", "Mark Tipene"]),
    ("Mark and young Dean came out.", ["Dean Kowalczyk", "Mark Tipene"]),
])
def test_reviewed_round_forty_six_a_name_joined_to_young_someone(review, technicians):
    """"Dean and young Mark": "young" between "and" and the name it joins, as "the" or "lovely" may be, keeps the
    word-name Dean a person."""
    analyser = Analyser({"categories": ["Electrician"], "technicians": ["Dean Kowalczyk", "Mark Tipene"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


@pytest.mark.parametrize("review, services", [
    ("Dean and Mark came out to put 6.6kW of panels on the roof.", ["solar-install"]),
    ("Panels went on fine but it then took 7 weeks to get the meter changed.", ["solar-install"]),
    ("Had Raj out because the inverter kept throwing an error code, and he swapped a cooked isolator.",
     ["solar-service"]),
])
def test_reviewed_round_forty_six_panels_put_on_a_roof(review, services):
    """Panels put on a roof by their size ("put 6.6kW of panels on the roof") or that "went on" are the solar
    installation, not the health checks and inverter repairs."""
    analyser = Analyser({"categories": ["Electrician", "Solar Energy Contractor"], "services": [
        {"id": "solar-install", "label": "Solar Panel Installation"},
        {"id": "solar-service", "label": "Solar Health Checks & Inverter Repairs"},
        {"id": "battery", "label": "Home Battery Storage"}]})
    assert analyser.analyse(review, 4)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("I was rear-ended on I-10 by a guy who was texting and his insurance offered me $2,500.", ["car-accidents"]),
    ("I was T-boned at Doniphan. Chase got the insurance to pay for my car and my physical therapy.",
     ["car-accidents"]),
    ("My own insurance company basically held my claim for ransom for 8 months.", ["insurance"]),
    ("My claim was denied twice before they stepped in.", ["insurance"]),
])
def test_reviewed_round_forty_six_an_injury_firms_insurance_disputes(review, services):
    """At an injury firm, the insurance disputes are the writer's own insurer failing them; the other driver's
    insurer, which every injury claim deals with, is the accident's."""
    analyser = Analyser({"categories": ["Personal Injury Attorney"], "services": [
        {"id": "car-accidents", "label": "Car Accident Claims"},
        {"id": "insurance", "label": "Uninsured Motorist & Insurance Claim Disputes"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, areas", [
    ("Tomasz put in two split systems at our place in Keswick Estate.", ["Keswick"]),
    ("Sorted the smoke alarms at our new place near the Urangan Pier.", ["Urangan"]),
    ("Water pissing out of a split pipe in the garage at Wharewaka Point.", ["Wharewaka"]),
    ("Their office is just near Chatswood Chase so I popped in on my lunch break.", ["Chatswood"]),
    ("Moved down to Kingston Beach last year.", []),  # (a beach is as often a town of its own)
])
def test_reviewed_round_forty_six_an_estate_a_pier_a_point_named_for_a_place(review, areas):
    """An estate, a pier, a point or a shopping centre named for a declared one-word place lies inside it."""
    analyser = Analyser({"categories": ["Electrician"], "service_areas": [
        "Keswick", "Urangan", "Wharewaka", "Chatswood", "Kingston"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, services", [
    ("Luis answered his own phone on a Saturday when my ex violated the EPO.", ["protective-orders"]),
    ("She filed for my divorce and got the EPO in the same week.", ["divorce", "protective-orders"]),
])
def test_reviewed_round_forty_six_an_emergency_protective_order(review, services):
    """An "EPO" (Kentucky's and Alberta's emergency protective order) is the protective orders' service."""
    analyser = Analyser({"categories": ["Family Law Attorney"], "services": [
        {"id": "divorce", "label": "Divorce & Dissolution of Marriage"},
        {"id": "protective-orders", "label": "Protective Orders (EPO / DVO / IPO)"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, sentiment", [
    ("Great job leaving a live wire hanging out of my kitchen ceiling all weekend. Really top notch stuff.", "negative"),
    ("Great job leaving the wires tidy and labelled in the new board.", "positive"),
])
def test_reviewed_round_forty_six_praise_for_a_live_wire_left(review, sentiment):
    """"Great job leaving a live wire hanging" is praise for a harm done: irony, whatever the stars."""
    assert Analyser({"categories": ["Electrician"]}).analyse(review, 1 if sentiment == "negative" else 5)[
        "sentiment"] == sentiment


@pytest.mark.parametrize("review, areas", [
    ("we're out temuka way and they didn't charge a travel fee", ["Temuka"]),
    ("they did it the temuka way, slow and steady", []),  # (no direction: a manner)
    ("Fees were fair and they retitled the house here in East Sac.", ["East Sacramento"]),
])
def test_reviewed_round_forty_six_out_that_way(review, areas):
    """A place in lower case with "way" after it, after "out" or "over", is that direction: "out temuka way";
    "East Sac" is East Sacramento."""
    analyser = Analyser({"categories": ["Electrician"], "service_areas": ["Temuka", "East Sacramento"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, services", [
    ("Turned out to be a dodgy powerpoint in the laundry that kept tripping the safety switch.",
     ["powerpoints", "fault-finding"]),
    ("Explained why our lights had been flickering for months and fixed it the same day.", ["fault-finding"]),
    ("Put in a dedicated circuit for the new air conditioning.", ["fans-aircon"]),
])
def test_reviewed_round_forty_six_a_fault_before_a_circuit(review, services):
    """A fault goes to "Fault Finding & Rewiring", not to "Ceiling Fans & Air Conditioning Circuits", which puts
    circuits in."""
    analyser = Analyser({"categories": ["Electrician"], "services": [
        {"id": "fans-aircon", "label": "Ceiling Fans & Air Conditioning Circuits"},
        {"id": "powerpoints", "label": "Powerpoints, USB Outlets & Repairs"},
        {"id": "fault-finding", "label": "Fault Finding & Rewiring"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("Put the outdoor unit of our heat pump right under the bedroom window, so now it drones all night.",
     ["heat-pump-install"]),
    ("Heat pump looks tidy enough inside but they ran the pipe cover straight up the front of the house.",
     ["heat-pump-install"]),
    ("The heat pump works but they drilled the hole for the pipes right where I asked them not to.",
     ["heat-pump-install"]),
    ("Sandeep put the heat pump exactly where we wanted it and explained the remote.", ["heat-pump-install"]),
])
def test_reviewed_round_forty_six_where_the_parts_were_put(review, services):
    """Where a heat pump's parts were put, which only its installer decides, is the installation."""
    analyser = Analyser({"categories": ["HVAC Contractor"], "services": [
        {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
        {"id": "heat-pump-service", "label": "Heat Pump Servicing & Filter Cleans"},
        {"id": "heat-pump-repair", "label": "Heat Pump Repairs"}]})
    assert analyser.analyse(review, 2)["services"] == services


@pytest.mark.parametrize("review, technicians", [
    ("Hope, his paralegal, called every couple of weeks even when there was nothing new.", ["Hope Brennan"]),
    ("Summer, her paralegal, was the one I talked to most.", ["Summer Okafor"]),
    ("I had to chase her paralegal for every update.", []),  # (the verb, no comma)
    ("Mark in the employer team drew up new contracts for our 12 staff.", ["Mark Pritchard"]),
])
def test_reviewed_round_forty_six_his_paralegal_and_the_employer_team(review, technicians):
    """A word-name with "his" or "her" and a role after a comma ("Hope, his paralegal,") is that person, as with
    "their"; and so is one "in the employer team", where they work."""
    analyser = Analyser({"categories": ["Lawyer"], "technicians": [
        "Hope Brennan", "Summer Okafor", "Chase Whitfield", "Mark Pritchard"]})
    assert analyser.analyse(review, 5)["technicians"] == technicians


@pytest.mark.parametrize("review, areas", [
    ("I'm a teacher in wootton bassett and was suspended over a false allegation.", ["Royal Wootton Bassett"]),
    ("I reported safety breaches at the depot in Stratton and I've been frozen out.", ["Stratton St Margaret"]),
    ("Stratton was the solicitor's name, I think.", []),  # (no place preposition)
    ("Drove Grandad down from Lossie to update his will.", ["Lossiemouth"]),
    ("Our 6 year old Manaia decided to flush a whole toy car down the loo.", []),
    ("wrecked on the canyon e-way in the ice last winter. chase handled everything", []),
])
def test_reviewed_round_forty_six_short_names_and_a_child(review, areas):
    """A "Royal" town by its name before the crown, a parish by its name before its saint's ("in Stratton" is
    Stratton St Margaret), "Lossie" for Lossiemouth; a child by their age is no place ("Our 6 year old Manaia"), nor a
    road through ("the canyon e-way")."""
    analyser = Analyser({"categories": ["Lawyer"], "service_areas": [
        "Royal Wootton Bassett", "Stratton St Margaret", "Lossiemouth", "Manaia", "Canyon"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, sentiment", [
    ("Mr Gurley next door recommended them, should've known better. Air con still blowing warm after two visits "
     "and $560.", "negative"),
    ("Got the AC fixed the same day, it's blowing cold again, should have called them sooner.", "positive"),
])
def test_reviewed_round_forty_six_a_recommendation_regretted(review, sentiment):
    """A recommendation the writer regrets ("should've known better") is no praise, and an air conditioner "still
    blowing warm" is a fault still there."""
    assert Analyser({"categories": ["HVAC Contractor"]}).analyse(review, 2 if sentiment == "negative" else 5)[
        "sentiment"] == sentiment


@pytest.mark.parametrize("review, services", [
    ("Came to them after I was made redundant when Honda shut.", ["redundancy"]),
    ("The factory laid half of us off with no consultation whatsoever.", ["redundancy"]),
    ("Was made redundent from my job and was sure I'd been picked because I'd been off with my back.",
     ["redundancy"]),
    ("They helped our company through a restructure without any fuss.", ["redundancy"]),
])
def test_reviewed_round_forty_six_made_redundant(review, services):
    """A job lost to a cut in every form of the word ("made redundant", "redundent", "laid half of us off", "a
    restructure") is "Redundancy Advice", whose label's own word hears only the noun."""
    analyser = Analyser({"categories": ["Employment Attorney"], "services": [
        {"id": "unfair-dismissal", "label": "Unfair Dismissal Claims"},
        {"id": "redundancy", "label": "Redundancy Advice"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("The pump on the water tank at our marae packed up the week of a tangi.", ["rural-water"]),
    ("Lockie sorted the pump on our farm out past Kaponga in no time.", ["rural-water"]),
    ("Our water pump packed up on a Sunday.", ["rural-water"]),
    ("The heat pump on our farm cottage is humming again.", ["heat-pump-service"]),
])
def test_reviewed_round_forty_six_the_pump_on_the_tank(review, services):
    """A pump on a tank or a farm, or a water pump, is "Rural Water Pumps, Bores & Tank Systems" (not a heat pump)."""
    analyser = Analyser({"categories": ["Plumber"], "services": [
        {"id": "heat-pump-install", "label": "Heat Pump Supply & Installation"},
        {"id": "heat-pump-service", "label": "Heat Pump Servicing, Repairs & Relocation"},
        {"id": "hot-water", "label": "Hot Water Cylinder Repairs & Replacement"},
        {"id": "rural-water", "label": "Rural Water Pumps, Bores & Tank Systems"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, services", [
    ("The HR advice for my business was generic stuff you can find on the ACAS website.", ["employer-hr"]),
    ("We're a small family business and had a member of staff off long-term sick for months.", ["employer-hr"]),
    ("Contacted them about the restrictive covenants in my contract before I joined a new employer.",
     ["restrictive-covenants"]),
])
def test_reviewed_round_forty_six_advice_named_before_its_employers(review, services):
    """A label of advice for employers that names the advice before the employers ("HR Law Support for Employers")
    is the employers' as much as one that names them first: the review of a writer who employs people."""
    analyser = Analyser({"categories": ["Employment Attorney"], "services": [
        {"id": "unfair-dismissal", "label": "Unfair Dismissal Claims"},
        {"id": "restrictive-covenants", "label": "Restrictive Covenants & Non-Competes"},
        {"id": "employer-hr", "label": "HR Law Support for Employers"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review", [
    "My stepmother was trying to cut us out of Dad's estate completely.",
    "We were being dragged through a challenge to Mum's will by my stepbrother.",
    "I asked questions about my sister's claim on Dad's estate.",
    "My brother and I fell out badly over our mother's estate.",
    "My late aunt's will was changed six weeks before she died.",
    "The other side's solicitor was a nightmare but ours wasn't much better.",
])
def test_reviewed_round_forty_six_a_will_disputed_in_other_words(review):
    """A will or an estate disputed in other words ("cut us out of Dad's estate", "a challenge to Mum's will", "my
    sister's claim on Dad's estate", "fell out over", a will changed just before a death, the other side's solicitor)
    is the contested wills' service."""
    analyser = Analyser({"categories": ["Estate Planning Attorney"], "services": [
        {"id": "wills", "label": "Will Writing"},
        {"id": "probate", "label": "Probate & Estate Administration"},
        {"id": "contested", "label": "Contested Wills & Inheritance Disputes"}]})
    assert "contested" in analyser.analyse(review, 4)["services"]


@pytest.mark.parametrize("review, services", [
    ("Three months later I'm still waiting on a copy of my final decree.", ["divorce"]),
    ("Wonderful. $12k later and my ex still gets the house, the dog and the good car.", ["divorce"]),
    ("They got my custody order modified after my ex moved away.", ["custody"]),
])
def test_reviewed_round_forty_six_a_final_decree(review, services):
    """A final decree is the divorce's, and so is what a former spouse walks away with ("my ex still gets the
    house")."""
    analyser = Analyser({"categories": ["Family Law Attorney"], "services": [
        {"id": "divorce", "label": "Divorce (Contested & Uncontested)"},
        {"id": "custody", "label": "Child Custody & Visitation Rights"}]})
    assert analyser.analyse(review, 1)["services"] == services


@pytest.mark.parametrize("review, areas", [
    ("Moved up from Palmerston North last year and had no idea how hard the aircon works up here.", []),
    ("Moved here from Hampstead in north London, so a Canterbury winter was quite the shock.", []),
    ("I'm relocating from Duluth, MN for a job and wanted to understand my options.", []),
    ("We moved from Palmerston to Hampstead halfway through the job.", ["Palmerston", "Hampstead"]),
])
def test_reviewed_round_forty_six_a_place_left_for_here(review, areas):
    """A place the writer moved "up", "down" or "here" from, or is relocating from, is far off, not where the
    business works; a move between two places keeps both."""
    analyser = Analyser({"categories": ["Electrician"], "service_areas": ["Palmerston", "Hampstead", "Duluth"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, areas", [
    ("Had to take the day off AND rent a car from Enterprise because mine was in the shop.", []),
    ("My car was in the shop so I was in an Enterprise rental and got home late.", []),
    ("Had them out to our rental in Enterprise and our own house in Henderson the same week.",
     ["Enterprise", "Henderson"]),
])
def test_reviewed_round_forty_six_a_car_hired_from_enterprise(review, areas):
    """A car hire firm's name where a car is hired ("rent a car from Enterprise") is no place (but a house let "in
    Enterprise" is)."""
    analyser = Analyser({"categories": ["HVAC Contractor"], "service_areas": ["Enterprise", "Henderson"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, areas", [
    ("Our pediatrician Dr. Phillips actually recommended them when we were going through it.", []),
    ("Dr. Phillips (my orthopedist, not the neighborhood lol) told me to talk to a lawyer.", []),
    ("We live in Dr. Phillips and they came out the same day.", ["Dr. Phillips"]),
])
def test_reviewed_round_forty_six_the_doctor_who_treats_the_writer(review, areas):
    """Who treats the writer, named before or after by their role ("Our pediatrician Dr. Phillips", "Dr. Phillips (my
    orthopedist, ...)"), is a person, not the neighbourhood of the same name."""
    analyser = Analyser({"categories": ["Lawyer"], "service_areas": ["Dr. Phillips", "Windermere"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, areas", [
    ("going to a lawyer about getting bullied on site wasnt very manly but honestly best thing i did", []),
    ("we live in manly and they came out the same day", ["Manly"]),
])
def test_reviewed_round_forty_six_a_word_of_degree_before_a_name(review, areas):
    """A lower-case name after a word of degree ("very manly") is the word: no place is "very" anything."""
    analyser = Analyser({"categories": ["Lawyer"], "service_areas": ["Manly", "Epping"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


# Round forty-seven.

_INJURY_FIRM = {"categories": ["Personal Injury Attorney"], "services": [
    {"id": "car", "label": "Car Accident Claims"}, {"id": "motorcycle", "label": "Motorcycle Accident Injury"},
    {"id": "oilfield", "label": "Oilfield & Workplace Injuries"},
    {"id": "premises", "label": "Slip & Fall / Premises Liability"}]}


@pytest.mark.parametrize("review, services", [
    ("Chase fought the insurance company like a dog with a bone.", []),
    ("Laid my bike down on the interstate and Chase got every bill paid.", ["motorcycle"]),
    ("I got burned in a flash fire on a location south of odessa.", ["oilfield"]),
    ("If you're hurt out in the patch, call these guys.", ["oilfield"]),
    ("Lupe me ayudó con todo después de mi accidente en el trabajo en el campo petrolero.", ["oilfield"]),
    ("My dad was killed when a pickup ran the stop sign at a lease road crossing.", []),
    ("Mr Pruitt handled my wifes fall at the grocery store.", ["premises"]),
])
def test_reviewed_round_forty_seven_an_injury_firm_s_labels(review, services):
    """The injury of "Motorcycle Accident Injury" is the motorcycle's, not every insurance company's; the oil patch's
    work is the oilfield label's (in Spanish too), though a lease road is only a road; a wife's fall at a store, written
    without its apostrophe, is still a fall there."""
    assert Analyser(_INJURY_FIRM).analyse(review, 5)["services"] == services


_EMPLOYMENT_FIRM = {"categories": ["Employment Attorney"], "services": [
    {"id": "tribunal", "label": "Employment Tribunal Representation"},
    {"id": "discrimination", "label": "Discrimination & Harassment at Work"},
    {"id": "grievance", "label": "Grievance & Disciplinary Support"}]}


@pytest.mark.parametrize("review, services", [
    ("They took my case on no win no fee then dropped it three weeks before the hearing.", ["tribunal"]),
    ("It went all the way to a full hearing in Bristol and we won.", ["tribunal"]),
    ("Mrs Pengelly herself was excellent on the day of the hearing.", ["tribunal"]),
    ("In the end it never went to a full hearing, they paid up.", []),
    ("Mark helped me prepare for my disciplinary. Cleared at the hearing.", ["grievance"]),
    ("My manager made comments about my headscarf for months.", ["discrimination"]),
    ("Was being bullied by my supervisor at the depot for being polish.", ["discrimination"]),
    ("got let go after i complained about the manager grabbing me at the xmas do.", ["discrimination"]),
])
def test_reviewed_round_forty_seven_an_employment_claim_s_hearing_and_its_grounds(review, services):
    """A claim's hearing the firm was at, or dropped the case before, is the tribunal's (not a disciplinary's, nor one
    never reached); comments on a headscarf, bullying for a nationality and a manager's grabbing are discrimination and
    harassment."""
    assert Analyser(_EMPLOYMENT_FIRM).analyse(review, 5)["services"] == services


def test_reviewed_round_forty_seven_protection_from_abuse():
    """Kansas's and Pennsylvania's protection from abuse order goes by its letters: "my PFA hearing"."""
    analyser = Analyser({"categories": ["Family Law Attorney"], "services": [
        {"id": "protection-orders", "label": "Protection From Abuse & Stalking Orders"},
        {"id": "divorce", "label": "Divorce"}]})
    assert sorted(analyser.analyse("Chase handled my PFA hearing and then the divorce after.", 5)["services"]) == [
        "divorce", "protection-orders"]


@pytest.mark.parametrize("review, services", [
    ("Really happy with the heat pump Jas put in at mum's.", ["install"]),
    ("The heat pump dad put in years ago finally died and Jas fixed it.", ["repair"]),
])
def test_reviewed_round_forty_seven_a_unit_put_in_by_name(review, services):
    """A unit named by the tradesman who put it in ("the heat pump Jas put in") is the installation reviewed; one the
    writer's family put in is not."""
    analyser = Analyser({"categories": ["HVAC Contractor"], "technicians": ["Jaskaran Dhillon"], "services": [
        {"id": "install", "label": "Heat Pump Supply & Installation"}, {"id": "repair", "label": "Heat Pump Repairs"}]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, technicians", [
    ("Sweet as, cheers Rory", ["Ruairidh Fraser"]),
    ("ruari had the camera down it and showed us the roots.", ["Ruairidh Fraser"]),
    ("Grant, your phone manner needs work. I grant you prices go up.", ["Grant McKenzie"]),
    ("I grant you prices go up.", []),
    ("thank u hope and bill for all the paperwork", ["Hope Nguyen", "Bill Detweiler"]),
])
def test_reviewed_round_forty_seven_names_as_said(review, technicians):
    """"Rory" and "ruari" are Ruairidh; a word-name called on before "your" is the person; a lower-case pair after "thank
    u" is thanked."""
    analyser = Analyser({"categories": ["Plumber"], "technicians": [
        "Ruairidh Fraser", "Grant McKenzie", "Hope Nguyen", "Bill Detweiler"]})
    assert sorted(analyser.analyse(review, 5)["technicians"]) == sorted(technicians)


@pytest.mark.parametrize("review, areas", [
    ("Our son was bit by the neighbors pit bull in Gardendail.", ["Gardendale"]),
    ("Out near Scarboro for the weekend.", ["Scarborough"]),
    ("My ex has since moved to Westborough with her new guy.", ["Westboro"]),
    ("they came out to gardendail", []),
])
def test_reviewed_round_forty_seven_an_ending_as_it_sounds(review, areas):
    """A place's ending written as it sounds, capitalised ("Gardendail", "Scarboro"), is the place."""
    analyser = Analyser({"categories": ["Lawyer"], "service_areas": ["Gardendale", "Scarborough", "Westboro"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("text, rating, sentiment", [
    ("Receptionist very pleasant. Solicitor, less so - kept looking at his watch. Didn't go ahead after the consult.",
     2, "negative"),
    ("Not sure why it only gave one star, I meant five!! Tane and the young apprentice put the EV charger in the "
     "garage and ran the cable really neatly along the wall, tidied up after themselves. Charges the Ioniq overnight "
     "no problem.", 1, "positive"),
])
def test_reviewed_round_forty_seven_a_verdict_in_few_words(text, rating, sentiment):
    """"X, less so" is a complaint of X; the stars a writer says they meant ("one star, I meant five!!") are theirs,
    with more said after."""
    assert Analyser({"categories": ["Electrician"], "technicians": ["Tane Hohaia"]}).analyse(text, rating)[
        "sentiment"] == sentiment


def test_reviewed_round_forty_seven_a_waste_pipe_is_a_pipe():
    """A waste pipe is a pipe, not a waste of anything."""
    assert Analyser({"categories": ["Plumber"]}, models=False).analyse(
        "Moved the washing machine waste pipe.", 4)["sentiment"] != "negative"


@pytest.mark.parametrize("review, technicians", [
    ("got made redundent and they got me an extra 6k. raj and tom r the best.", ["Rajinder Sandhu", "Tomasz Nowak"]),
    ("Hope and one of the paralegals went through everything.", ["Hope Adeyemi"]),
    ("Grant and the young fulla (Hamish?) redid the whole bathroom.", ["Grant McIntyre", "Hamish Cruickshank"]),
    ("The Calloway firm got me a settlement. Linh called me every month.", ["Linh Nguyen"]),
    ("calloway and reyes took it, linh was my case manager.", ["Linh Nguyen"]),
    ("Mr. Calloway's office got it up to $38,000.", ["Chase Calloway"]),
    ("Calloway got me a settlement.", ["Chase Calloway"]),
])
def test_reviewed_round_forty_seven_who_is_named_beside_whom(review, technicians):
    """A lower-case pair "r" (are) something; a word-name beside "one of the paralegals" or "the young fulla"; a
    surname of the business's name before "firm", or joined to another of its words ("calloway and reyes"), is the
    business, not the partner (whose own office is still theirs)."""
    analyser = Analyser({"name": "Calloway & Reyes Injury Law", "categories": ["Lawyer"], "technicians": [
        "Rajinder Sandhu", "Tomasz Nowak", "Hope Adeyemi", "Grant McIntyre", "Hamish Cruickshank", "Chase Calloway",
        "Linh Nguyen", "Marisol Reyes"]})
    assert sorted(analyser.analyse(review, 5)["technicians"]) == sorted(technicians)


def test_reviewed_round_forty_seven_an_ending_as_it_sounds_from_a_writer_of_no_capitals():
    """A writer who capitalises no name writes a place's ending as it sounds in lower case too: "stanwicks"."""
    analyser = Analyser({"categories": ["Lawyer"], "service_areas": ["Stanwix", "Harraby"]})
    assert analyser.analyse("good service for dads will, he lives in stanwicks so they came to him.", 5)[
        "service_areas"] == ["Stanwix"]


_SPLITS_AND_DUCTED = {"categories": ["HVAC Contractor", "Electrician"], "services": [
    {"id": "ac-install", "label": "Split System & Ducted Air Conditioning Installation"},
    {"id": "ac-service", "label": "Air Conditioner Cleaning & Servicing"},
    {"id": "ac-repair", "label": "Air Con Repairs & Re-Gas"}]}


@pytest.mark.parametrize("review, services", [
    ("Had Grant and Dean out to our place to put in two splits.", ["ac-install"]),
    ("Good install on the new split in the main bedroom and it's whisper quiet.", ["ac-install"]),
])
def test_reviewed_round_forty_seven_splits_and_ducted(review, services):
    """A label of split systems and ducted ones is every unit the business fits, not only its ducted ones."""
    assert Analyser(_SPLITS_AND_DUCTED).analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, areas", [
    ("Getting my brothers to agree felt like the Battle of Bannockburn, but Eilidh kept everyone calm.", []),
    ("The Duke of Bannockburn would have been proud.", []),
    ("Mum's flat in Bannockburn needed clearing.", ["Bannockburn"]),
])
def test_reviewed_round_forty_seven_a_battle_or_a_lord_of_a_place(review, areas):
    """A battle, a siege or a lord named for a place is no place the business went to."""
    assert Analyser({"categories": ["Lawyer"], "service_areas": ["Bannockburn", "Stirling"]}).analyse(review, 5)[
        "service_areas"] == areas


@pytest.mark.parametrize("review, services", [
    ("Two jobs at once, the kitchen drain that's been slow for months and a service on the old Fujitsu.",
     ["service", "drains"]),
    ("Got the Daikin cleaned before winter.", ["service"]),
])
def test_reviewed_round_forty_seven_a_heat_pump_serviced_by_its_maker_s_name(review, services):
    """A heat pump serviced or cleaned by its maker's name ("a service on the old Fujitsu") is the servicing."""
    analyser = Analyser({"categories": ["Plumber", "HVAC Contractor"], "services": [
        {"id": "install", "label": "Heat Pump Supply & Installation"},
        {"id": "service", "label": "Heat Pump Servicing, Cleaning & Repairs"},
        {"id": "drains", "label": "Blocked Drains"}]})
    assert sorted(analyser.analyse(review, 5)["services"]) == sorted(services)


def test_reviewed_round_forty_seven_panels_added():
    """Panels added to a system ("add six more panels to our existing system") are its installing."""
    analyser = Analyser({"categories": ["Electrician", "Solar Energy Contractor"], "services": [
        {"id": "solar", "label": "Solar Panel Installation"}, {"id": "ev", "label": "EV Chargers"}]})
    assert analyser.analyse("We had them add six more panels to our existing system.", 4)["services"] == ["solar"]


@pytest.mark.parametrize("review, technicians", [
    ("Attorney Ochoa and her paralegal Jo P. handled my son's case.", ["Marisol Ochoa", "Jolene Przybylski"]),
    ("Had my settlement check deposited at my Chase branch before I'd read the release.", []),
    ("mean service from grant n the boys at our place, will def use again", ["Grant Whatuira"]),
    ("Eefa on reception made me feel so welcome when I came in in bits.", ["Aoife Tierney"]),
    ("tom the polish guy is the best, been doing our servicing for 3 yrs", ["Tomasz Wisniewski"]),
    ("twan and ms delgado helped me adopt my stepdaughter.", ["Tuan Nguyen", "Hope Delgado"]),
    ("hemmi came and fixed the heatpump wasnt heating, needed a new sensor.", ["Hemi Walker"]),
])
def test_reviewed_round_forty_seven_more_names_as_said(review, technicians):
    """"Jo" for Jolene; a bank's branch is the bank's ("my Chase branch"); "grant n the boys"; Aoife as "Eefa" and Tuan
    as "twan", as they sound; "tom the polish guy"; a name with a letter written twice, in lower case, before a verb of
    a person ("hemmi came")."""
    analyser = Analyser({"categories": ["Lawyer"], "technicians": [
        "Marisol Ochoa", "Jolene Przybylski", "Chase Harrell", "Grant Whatuira", "Aoife Tierney", "Tomasz Wisniewski",
        "Tuan Nguyen", "Hope Delgado", "Hemi Walker"]})
    assert sorted(analyser.analyse(review, 5)["technicians"]) == sorted(technicians)


@pytest.mark.parametrize("review, areas", [
    ("Hemi put two heat pumps in our bach at Kaiteri, done in a day.", ["Kaiteriteri"]),
    ("Good service, thanks to Vincent next door for the recommendation", []),
    ("We live in Vincent, next door to the school.", ["Vincent"]),
])
def test_reviewed_round_forty_seven_a_place_said_once_and_a_neighbour_thanked(review, areas):
    """A one-word name that ends by saying a part twice goes by it once ("Kaiteri"); a neighbour thanked ("thanks to
    Vincent next door") is a person, though "to" goes before a place."""
    assert Analyser({"categories": ["Electrician"], "service_areas": ["Kaiteriteri", "Vincent", "Motueka"]}).analyse(
        review, 5)["service_areas"] == areas


@pytest.mark.parametrize("categories, services, review, heard", [
    (["Personal Injury Attorney"], {"car": "Car Wreck Claims", "dog": "Dog Bite Injuries",
                                    "work": "Oilfield & Workplace Injuries"},
     "Nice people but slow. 19 months for a simple rear end case.", ["car"]),
    (["Personal Injury Attorney"], {"car": "Car Wreck Claims", "dog": "Dog Bite Injuries",
                                    "work": "Oilfield & Workplace Injuries"},
     "They handled my son's case after the neighbor's dog got him in the face at the park.", ["dog"]),
    (["Personal Injury Attorney"], {"car": "Car Wreck Claims", "dog": "Dog Bite Injuries",
                                    "work": "Oilfield & Workplace Injuries"},
     "Mi esposo se lastimó trabajando en una lechería cerca de Hereford.", ["work"]),
    (["Employment Attorney"], {"unfair": "Unfair Dismissal Claims", "constructive": "Constructive Dismissal",
                               "wrc": "WRC & Labour Court Representation"},
     "Siobhán got me a settlement after my hours were cut to nothing and I was basically pushed out of the job.",
     ["constructive"]),
    (["Employment Attorney"], {"unfair": "Unfair Dismissal Claims", "constructive": "Constructive Dismissal",
                               "wrc": "WRC & Labour Court Representation"},
     "Kwame didn't flinch. Got reinstated.", ["unfair"]),
    (["Employment Attorney"], {"unfair": "Unfair Dismissal Claims", "constructive": "Constructive Dismissal",
                               "wrc": "WRC & Labour Court Representation"},
     "Got let go, and we settled before it ever got near the WRC.", ["unfair"]),
    (["Family Law Attorney"], {"vpo": "Protective Orders (VPOs)", "divorce": "Divorce"},
     "Ms. Delgado walked me through the VPO process step by step.", ["vpo"]),
    (["Estate Planning Attorney"], {"wills": "Will Writing & Updates", "poa": "Power of Attorney"},
     "used them for mums will and her lpa, she isnt mobile so they came out to the house.", ["wills", "poa"]),
])
def test_reviewed_round_forty_seven_jobs_in_their_own_words(categories, services, review, heard):
    """A rear end case, a dog that "got" a child, an injury at work told in Spanish; a resignation forced ("pushed out
    of the job", "hours cut to nothing"), a job got back ("Got reinstated"), a WRC never reached; Oklahoma's VPO; "mums
    will and her lpa"."""
    analyser = Analyser({"categories": categories, "services": [{"id": k, "label": v} for k, v in services.items()]})
    assert sorted(analyser.analyse(review, 5)["services"]) == sorted(heard)


@pytest.mark.parametrize("text, rating, sentiment", [
    ("Great job leaving the manhole open and pink batts all through my daughters bedroom after putting two double "
     "powerpoints in. Really impressed. Took me an hour with the vacuum. Fantastic work fellas.", 1, "negative"),
    ("Sorry, pressed the wrong star on my phone - should be 5! Hope was so kind when I came in to sign my will, she "
     "made a horrible week feel manageable.", 1, "positive"),
])
def test_reviewed_round_forty_seven_a_harm_praised_and_the_stars_that_should_be(text, rating, sentiment):
    """Praise for leaving shut what should be shut open ("Great job leaving the manhole open") is irony; the stars a
    slip's writer says "should be" are the ones they meant."""
    assert Analyser({"categories": ["Electrician"], "technicians": ["Hope Cairncross"]}).analyse(text, rating)[
        "sentiment"] == sentiment


@pytest.mark.parametrize("review, technicians", [
    ("Came away with nothing I couldn't have googled. Completely missed the mark.", []),
    ("did not know you could sue for that. chase handled it and i got a check.", ["Chase Whitfield"]),
    ("i never give 5 stars on principle. aofie was excellent, honest about my chances", ["Aoife Ní Bhriain"]),
    ("Alistair was recommended by our financial adviser.", ["Alasdair Strachan"]),
    ("Staff are nice and Ms. Ibarra seems sharp, but updates are few.", ["Marisol Ybarra"]),
])
def test_reviewed_round_forty_seven_names_spelt_as_heard(review, technicians):
    """A word-name in lower case after an article or a possessive is the word ("missed the mark"), but not after a
    pronoun ending a sentence before it; "aofie" for Aoife, "Alistair" for Alasdair, and a first "Y" written "I" ("Ms.
    Ibarra")."""
    analyser = Analyser({"categories": ["Lawyer"], "technicians": [
        "Mark Fitzgibbon", "Chase Whitfield", "Aoife Ní Bhriain", "Alasdair Strachan", "Marisol Ybarra"]})
    assert sorted(analyser.analyse(review, 5)["technicians"]) == sorted(technicians)


@pytest.mark.parametrize("review, areas", [
    ("My tía Socorro recommended them after my son got bit.", []),
    ("Was being bullied by a supervisor in a factory out in the Raheen Business Park.", ["Raheen"]),
    ("Handy office too, easy parking out the Dooradoil side.", ["Dooradoyle"]),
    ("We're on a few acres near Maiden Gulley and had put off solar for years.", ["Maiden Gully"]),
])
def test_reviewed_round_forty_seven_kin_in_spanish_a_business_park_and_endings_as_said(review, areas):
    """A relative named in Spanish ("My tía Socorro") is a person; a business park named for a place lies in it; more
    endings as they sound ("Dooradoil", "Gulley" beside the name's other word)."""
    analyser = Analyser({"categories": ["Lawyer"], "service_areas": [
        "Socorro", "Raheen", "Dooradoyle", "Maiden Gully", "Castletroy"]})
    assert analyser.analyse(review, 5)["service_areas"] == areas


@pytest.mark.parametrize("review, services", [
    ("Grand job. Quick painless will for me and the wife.", ["wills"]),
    ("Will was drawn up fine but they spelled my surname wrong.", ["wills"]),
    ("Will, POA, the lot, sorted in a fortnight.", ["poa", "wills"]),
    ("callum sorted my POA and a wee will for me efter my stroke.", ["poa", "wills"]),
    ("I will call them again for my POA.", ["poa"]),
])
def test_reviewed_round_forty_seven_a_will_in_few_words(review, services):
    """A will for the writer, a will drawn up, "Will, POA, the lot" and a wee will are the will's (not "I will")."""
    analyser = Analyser({"categories": ["Estate Planning Attorney"], "services": [
        {"id": "wills", "label": "Wills & Codicils"}, {"id": "poa", "label": "Powers of Attorney"}]})
    assert sorted(analyser.analyse(review, 5)["services"]) == services


def test_reviewed_round_forty_seven_a_unit_a_grant_paid_for():
    """A unit a grant paid for is an installation: a grant buys no repair."""
    analyser = Analyser({"categories": ["HVAC Contractor"], "services": [
        {"id": "install", "label": "Heat Pump Supply & Installation"}, {"id": "repair", "label": "Heat Pump Repairs"}]})
    assert analyser.analyse("Sorted a heat pump under the govt grant, they dealt with all the paperwork.", 5)[
        "services"] == ["install"]


@pytest.mark.parametrize("text, technicians", [
    ("Otherwise Rosie and Hope were great with my slip and fall case.", ["Rosalinda Garza", "Hope Delgado"]),
    ("honestly couldnt fault them, tomaz was on time, had the aircon clean done", ["Tomasz Wiśniewski"]),
    ("Chase laid it all out in plain English, what the court looks at.", ["Chase Whitehorse"]),
    ("Gem and Will came out to Dad on the ward on a Saturday morning.", ["Gemma Nwosu", "Will Aspinall"]),
    ("grant legend. sorted in 20 min", ["Grant Whitfield"]),
])
def test_reviewed_round_forty_seven_short_names_and_a_name_hailed(text, technicians):
    """"Rosie" for Rosalinda, "Gem" for Gemma, "tomaz" for Tomasz; "Chase laid it all out"; a lower-case name hailed
    ("grant legend.")."""
    analyser = Analyser({"categories": ["Lawyer"], "technicians": [
        "Rosalinda Garza", "Hope Delgado", "Tomasz Wiśniewski", "Chase Whitehorse", "Gemma Nwosu", "Will Aspinall",
        "Grant Whitfield"]})
    assert sorted(analyser.analyse(text, 5)["technicians"]) == sorted(technicians)


def test_reviewed_round_forty_seven_meant_to_press_five():
    """"meant to press five!" is a slip's stars."""
    analyser = Analyser({"categories": ["Plumber"], "technicians": ["Tevita Havili"]})
    assert analyser.analyse("Tevita had our drain unblocked in about twenty minutes flat and was a real gent about it. "
                            "No idea why this says one star, meant to press five!", 1)["sentiment"] == "positive"


@pytest.mark.parametrize("review, services", [
    ("He represented me at the hearing in front of the WRC adjudicator.", ["wrc"]),
    ("Mark got me a proper payout when the company tried to fob me off with the statutory minimum after closing our "
     "site.", ["redundancy"]),
])
def test_reviewed_round_forty_seven_ireland_s_adjudicator_and_a_site_closed(review, services):
    """The WRC's adjudicator is the WRC label's; a site closed and the statutory minimum are the redundancy's."""
    analyser = Analyser({"categories": ["Employment Attorney"], "services": [
        {"id": "wrc", "label": "WRC & Labour Court Representation"},
        {"id": "redundancy", "label": "Redundancy Rights & Advice"}]})
    assert analyser.analyse(review, 5)["services"] == services


def test_reviewed_round_forty_seven_huge_declared_names_are_bounded():
    """A declared place of one word past areas._LONGEST_SHORTENED letters has no short forms (one alternative per
    letter: 10,000 letters ran out of memory), a label is read to its first services._MOST_LABEL_WORDS words (one of
    600 took 22 s); the business still builds and is heard by its real names (`make bench` times the worst)."""
    from reviewsd.insights import areas
    assert areas._short_forms("ab" * 50_000, frozenset()) == ""
    assert areas._short_forms("kaiteriteri", frozenset()) != ""
    analyser = Analyser({"categories": ["Plumber"], "service_areas": ["Kaiteriteri", "ab" * 50_000],
                         "services": [{"id": "drains", "label": "Blocked Drains"},
                                      {"id": "pipes", "label": "pipe " * 20_000}]}, models=False)
    found = analyser.analyse("Cleared the blocked drain at our bach at Kaiteri.", 5)
    assert (found["services"], found["service_areas"]) == (["drains"], ["Kaiteriteri"])


@pytest.mark.parametrize("text, rating, sentiment", [
    ("Grant was meant to pick up the part on Monday. Lovely on the phone, friendly and polite. Never showed.", 1,
     "negative"),
    ("Not sure why it shows five stars everywhere. Friendly and polite on the phone, nice guy. Drain still blocked "
     "after two visits.", 1, "negative"),
    ("Grant was meant to pick up the valve on the way. Should have been one visit, ended up two. Great work though.",
     5, "positive"),
    ("Last plumber was a nightmare. This one, less so!", 4, "positive"),
])
def test_reviewed_round_forty_seven_no_slip_where_none_is_told(text, rating, sentiment):
    """A fresh review's guards for the round's slips: "meant to pick up the part" is no star meant, a rating shown
    elsewhere no slip, "Should have been one visit" no rating, "This one, less so!" praise by comparison."""
    assert Analyser({"categories": ["Plumber"], "technicians": ["Grant McKenzie"]}).analyse(text, rating)[
        "sentiment"] == sentiment


@pytest.mark.parametrize("review, services", [
    ("My preliminary hearing went perfectly and the DUI charge was dropped.", ["crim"]),
    ("They dropped my case a week before the hearing.", ["emp"]),
    ("They met me at the location of the accident.", ["pi"]),
    ("My name was on the lease.", ["ll"]),
    ("They closed the office for Christmas but still called me back about my accident claim.", ["pi"]),
    ("The landlord forced out every tenant.", ["ll"]),
    ("our PFAS water contamination claim", []),
    ("Honestly I will trust them again.", []),
])
def test_reviewed_round_forty_seven_a_general_practice_s_words_kept_apart(review, services):
    """At a practice of many fields, the round's new words stay in their own: another court's hearing, a location or a
    lease, an office closed for Christmas, a landlord forcing tenants out, PFAS, and "trust" the verb."""
    analyser = Analyser({"categories": ["Lawyer"], "services": [{"id": k, "label": v} for k, v in {
        "emp": "Employment Tribunal Claims", "crim": "Criminal Defense", "ll": "Landlord & Tenant",
        "pi": "Personal Injury", "oil": "Oilfield Injuries", "red": "Redundancy", "cd": "Constructive Dismissal",
        "po": "Protective Orders", "wills": "Wills & Trusts"}.items()]})
    assert analyser.analyse(review, 5)["services"] == services


@pytest.mark.parametrize("review, technicians", [
    ("Nikki the paralegal deserves a raise.", ["Nkechi Okafor"]),
    ("Nick did the smoke alarms in our rental.", ["Nikhil Subramaniam"]),
    ("Legends. Ebz and Hamo had the new board in before arvo smoko.", ["Ebony Tavita", "Hamish Kerr"]),
    ("We had them out in Dec and again in March.", []),
])
def test_reviewed_round_forty_seven_short_names_of_other_languages(review, technicians):
    """"Nikki" for Nkechi, "Nick" for Nikhil, "Ebz" for Ebony; "Dec" is the month, no Declan."""
    analyser = Analyser({"categories": ["Lawyer"], "technicians": [
        "Nkechi Okafor", "Nikhil Subramaniam", "Ebony Tavita", "Hamish Kerr", "Declan Tighe"]})
    assert sorted(analyser.analyse(review, 5)["technicians"]) == sorted(technicians)


def test_reviewed_round_forty_seven_what_something_looked_like():
    """A place something looked or felt like is no place the business went: "the yard looked like Woodstock"."""
    analyser = Analyser({"categories": ["Plumber"], "service_areas": ["Woodstock", "Hokitika"]})
    assert analyser.analyse("By the end the yard looked like Woodstock. Hot water works now.", 5)["service_areas"] == []


@pytest.mark.parametrize("text, rating", [
    ("Got a quote for two heat pumps. Came in at nearly double what a Timaru outfit quoted for the same units. Grant "
     "was polite and didn't push, which I appreciated, but that's a lot of money for round here. Went with the other "
     "mob.", 2),
    ("Olumide was kind and I'd work with him again, but I feel we went into the Labour Court under-prepared for my "
     "case. Key emails weren't in the bundle. We lost. The chairman was having none of it.", 2),
])
def test_reviewed_round_forty_seven_wanting_in_few_words(text, rating):
    """A quote "nearly double what" another's, a case gone into "under-prepared", "We lost." weigh against the
    praise beside them, so low stars are not overruled by it."""
    assert Analyser({"categories": ["Lawyer"], "technicians": ["Grant Smith", "Olumide Bello"]}).analyse(
        text, rating)["sentiment"] == "negative"


@pytest.mark.parametrize("text, rating, sentiment", [
    ("Don't know why it asks for a star rating. The other side's solicitor ran rings round us at mediation and we ended "
     "up accepting far less than Mum clearly intended my sister to have. I felt Rajinder didn't fight for us at all, "
     "he just kept telling us to settle.", 5, "negative"),
    ("Giving 5 stars because I'm not sure how this works. Honestly the outcome was bad. At the hearing she seemed "
     "unprepared and the employer's barrister ran rings around her. Lost. Still got billed the full whack.", 5,
     "negative"),
])
def test_reviewed_round_forty_seven_a_lost_case_under_stars_not_understood(text, rating, sentiment):
    """Stars given by one "not sure how this works" are no verdict; a firm that "didn't fight for us", a deal taken for
    "far less than" was meant, and "Lost." alone weigh as the complaints they are."""
    assert Analyser({"categories": ["Lawyer"], "technicians": ["Rajinder Sandhu", "Aoife Ní Bhriain"]}).analyse(
        text, rating)["sentiment"] == sentiment


@pytest.mark.parametrize("review, technicians", [
    ("A friend told me to ring Fallon Ní Bhriain before I did anything. Aofie was great.", ["Aoife Ní Bhriain"]),
    ("Jim P was brilliant. got all 3 split systems serviced.", ["Dimitrios Papadopoulos"]),
    ("Bodie was friendly and clearly knew his stuff.", ["Bodhi Sorensen"]),
])
def test_reviewed_round_forty_seven_a_firm_of_particles_and_more_short_names(review, technicians):
    """The business's name said whole, a surname's particle in it ("Fallon Ní Bhriain"), is the business, not its
    partners; "Jim" for Dimitrios, "Bodie" for Bodhi."""
    analyser = Analyser({"name": "Fallon Ní Bhriain Solicitors", "categories": ["Lawyer"], "technicians": [
        "Aoife Ní Bhriain", "Will Fallon", "Dimitrios Papadopoulos", "Bodhi Sorensen"]})
    assert sorted(analyser.analyse(review, 5)["technicians"]) == sorted(technicians)


@pytest.mark.parametrize("review, services", [
    ("Fast, fair price, fixed the aircon.", ["ac-repair"]),
    ("Second time they've 'fixed' the aircon at the shop and it's iced up again already.", ["ac-repair"]),
    ("Had the aircon serviced and the filters cleaned before summer.", ["ac-service"]),
])
def test_reviewed_round_forty_seven_aircon_is_a_device_in_a_label(review, services):
    """"Aircon" said as one word in a label ("Aircon Servicing & Deep Cleans") is the device, as "Air Con" is: an aircon
    fixed is the repair's."""
    analyser = Analyser({"categories": ["Air Conditioning Contractor", "Electrician"], "services": [
        {"id": "split-system-install", "label": "Split System Supply & Install"},
        {"id": "ac-service", "label": "Aircon Servicing & Deep Cleans"},
        {"id": "ac-repair", "label": "Air Conditioning Repairs"}]})
    assert analyser.analyse(review, 5)["services"] == services


def test_reviewed_round_forty_seven_a_town_after_its_road():
    """A town misspelt after a road's name and a comma is where a place goes: "on Renwick Rd, Blenhiem"."""
    analyser = Analyser({"categories": ["Electrician"], "service_areas": ["Blenheim", "Picton"]})
    assert analyser.analyse("Replaced two power points at our rental on Renwick Rd, Blenhiem.", 5)[
        "service_areas"] == ["Blenheim"]
